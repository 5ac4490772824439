import { useSearchParams } from '@festive/web-kit';
import { type DeskFilters, readDeskFilters, writeDeskFilters } from './desk-url';

/** The desk list's filters, read from and written to the page's query string. */
export function useDeskFilters(allowed: { statuses: readonly string[]; payments?: readonly string[] }) {
  const [params, setParams] = useSearchParams();
  const filters = readDeskFilters(params, allowed);
  const setFilters = (next: DeskFilters) => setParams(writeDeskFilters(params, next));
  return [filters, setFilters] as const;
}
