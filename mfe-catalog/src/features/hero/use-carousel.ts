import { useEffect, useState } from 'react';
import { LIMITS } from '@festive/contracts';
import { stepSlide } from './hero-slides';

/**
 * The hero's slide state: loops, advances every 5000 ms by itself, and keeps
 * playing after the shopper uses previous, next or a dot (the timer restarts from then, so a
 * slide they chose stays its full 5 seconds).
 */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const [chosenAt, setChosenAt] = useState(0);

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(
      () => setIndex((current) => stepSlide(current, 1, count)),
      LIMITS.carouselAutoplayMs,
    );
    return () => clearInterval(timer);
  }, [count, chosenAt]);

  const current = count > 0 ? Math.min(index, count - 1) : 0;
  const show = (next: number) => {
    setIndex(next);
    setChosenAt((value) => value + 1);
  };
  return {
    index: current,
    next: () => show(stepSlide(current, 1, count)),
    previous: () => show(stepSlide(current, -1, count)),
    goTo: show,
  };
}
