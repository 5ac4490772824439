import { useRef, useState, type PointerEvent } from 'react';
import { Portal, Stack, Toast, Toaster, createToaster, type CreateToasterReturn } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { TOAST } from '@festive/contracts';
import type { ShopToast } from '../notify';

/**
 * The shop's toaster: one toast at a time, 5000 ms, F8 focuses the region, bottom-right on
 * wide screens and top on narrow ones, at most 420 px wide, swipe right (50 px) to dismiss.
 * Zag's toaster fixes its placement at creation, hence one toaster per placement; a toast goes
 * to the one matching the screen when it is raised.
 */
const NARROW = '(max-width: 47.99em)';

function makeToaster(placement: 'bottom-end' | 'top'): CreateToasterReturn {
  return createToaster({
    placement,
    max: TOAST.visibleMax,
    duration: TOAST.durationMs,
    removeDelay: TOAST.removeDelayMs,
    hotkey: [TOAST.hotkey],
    pauseOnPageIdle: true,
  });
}

const wide = makeToaster('bottom-end');
const narrow = makeToaster('top');

export function showToast({ title, description, type = 'info' }: ShopToast): void {
  const target = window.matchMedia(NARROW).matches ? narrow : wide;
  // One visible at a time: a new toast replaces the current one at once. Removing (not
  // dismissing) matters: with the spec's long removal delay a dismissed toast would otherwise
  // hold the single slot and queue the next one.
  wide.remove();
  narrow.remove();
  target.create({ title, description, type });
}

function SwipeableToast({ id, title, description }: { id?: string; title?: unknown; description?: unknown }) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = () => {
    if (offset > TOAST.swipeThresholdPx && id) {
      wide.dismiss(id);
      narrow.dismiss(id);
    }
    start.current = null;
    setOffset(0);
  };
  return (
    <Toast.Root
      recipe={toastSlotRecipe}
      width={{ base: 'full', md: 'sm' }}
      maxW={`${TOAST.maxWidthPx}px`}
      touchAction="pan-y"
      // A dismissed toast stays mounted for the spec's removal delay: neither it nor Zag's
      // hover "ghost" areas (inline pointer-events: auto) may catch clicks meant for the page.
      _closed={{ pointerEvents: 'none', '& *': { pointerEvents: 'none !important' } }}
      style={offset ? { transform: `translateX(${offset}px)`, transition: 'none' } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      data-testid="toast"
    >
      <Toast.Indicator />
      <Stack gap="1" flex="1" maxWidth="100%">
        {typeof title === 'string' && <Toast.Title>{title}</Toast.Title>}
        {typeof description === 'string' && <Toast.Description>{description}</Toast.Description>}
      </Stack>
      <Toast.CloseTrigger aria-label="Dismiss notification" />
    </Toast.Root>
  );
}

/** The toaster regions; the shell renders this once a toast has been asked for. */
export function ShopToaster() {
  return (
    <Portal>
      {[wide, narrow].map((toaster, index) => (
        <Toaster key={index} toaster={toaster} insetInline={{ mdDown: '4' }}>
          {(toast) => <SwipeableToast id={toast.id} title={toast.title} description={toast.description} />}
        </Toaster>
      ))}
    </Portal>
  );
}
