import { ORDER_DESK_PAGE_SIZE } from '@festive/contracts';

/**
 * The search and filters of a desk list (Orders, Returns), kept in the page's query string next
 * to `tab`, so a reload or a shared link opens the same list. Blank values and page 1 are left out.
 */
export interface DeskFilters {
  q: string;
  status: string;
  payment: string;
  from: string;
  to: string;
  page: number;
}

const TEXT_KEYS = ['q', 'status', 'payment', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const NO_FILTERS: DeskFilters = { q: '', status: '', payment: '', from: '', to: '', page: 1 };

/** What the URL says, with values the list cannot take dropped (an unknown status, a bad day). */
export function readDeskFilters(
  params: URLSearchParams,
  allowed: { statuses: readonly string[]; payments?: readonly string[] },
): DeskFilters {
  const pick = (key: string, ok: (value: string) => boolean) => {
    const value = params.get(key)?.trim() ?? '';
    return ok(value) ? value : '';
  };
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    status: pick('status', (value) => allowed.statuses.includes(value)),
    payment: pick('payment', (value) => (allowed.payments ?? []).includes(value)),
    from: pick('from', (value) => DAY.test(value)),
    to: pick('to', (value) => DAY.test(value)),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The page's query string with these filters, every other parameter (the tab) kept. */
export function writeDeskFilters(params: URLSearchParams, filters: DeskFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of TEXT_KEYS) {
    const value = filters[key].trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (filters.page > 1) next.set('page', String(filters.page));
  else next.delete('page');
  return next;
}

/** The API's query string for one page of the list. */
export function deskApiQuery(filters: DeskFilters, withPayment: boolean): string {
  const query = new URLSearchParams();
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (filters.status) query.set('status', filters.status);
  if (withPayment && filters.payment) query.set('payment', filters.payment);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  query.set('page', String(filters.page));
  query.set('pageSize', String(ORDER_DESK_PAGE_SIZE));
  return query.toString();
}

/** Whether any search or filter narrows the list (an empty answer then means "no match"). */
export const isFiltered = (filters: DeskFilters): boolean =>
  TEXT_KEYS.some((key) => filters[key].trim() !== '');
