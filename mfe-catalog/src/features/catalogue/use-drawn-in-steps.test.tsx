import { renderHook, waitFor } from '@testing-library/react';
import { useDrawnInSteps } from './use-drawn-in-steps';

const items = Array.from({ length: 10 }, (_, index) => index);

describe('useDrawnInSteps', () => {
  it('draws the first few at once and the rest a step at a time', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const drawn = useDrawnInSteps(items, 4, 4);
      seen.push(drawn.length);
      return drawn;
    });

    expect(result.current).toEqual([0, 1, 2, 3]);
    await waitFor(() => expect(result.current).toBe(items));
    expect([...new Set(seen)]).toEqual([4, 8, 10]);
  });

  it('draws a short list whole', () => {
    const { result } = renderHook(() => useDrawnInSteps(items.slice(0, 3), 4, 4));

    expect(result.current).toEqual([0, 1, 2]);
  });
});
