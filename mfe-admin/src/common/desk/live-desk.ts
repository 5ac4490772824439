/**
 * How the desks' reads stay current while the owner has them open. Orders arrive, and payment
 * and courier webhooks change them, on the server: the owner should see it without a reload. So
 * a desk's reads are read again every half minute while the tab is in view, and at once when it
 * comes back into view (the shop's default is to keep an answer until something here changes it).
 */
export const LIVE_DESK = {
  staleTime: 0,
  refetchInterval: 30_000,
  refetchOnWindowFocus: true,
} as const;
