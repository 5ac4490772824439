import { queryOptions, useQuery } from '@tanstack/react-query';
import { CURRENCY_PATH, DEFAULT_CURRENCY, type Currency } from '@festive/contracts';
import { apiRequest, unparsed } from '../api/http';

/** GET /api/currency: the record that replaces the default. */
export const CURRENCY_QUERY_KEY = [CURRENCY_PATH] as const;

export function fetchCurrency(): Promise<Currency> {
  return apiRequest(CURRENCY_PATH, unparsed<Currency>());
}

/** The currency read, as every reader (and the page's reads before its first draw) asks for it. */
export const currencyQuery = queryOptions({ queryKey: CURRENCY_QUERY_KEY, queryFn: fetchCurrency });

/**
 * The shopper's currency for price display. Until it arrives (or if the call fails) prices are
 * shown in the shop's default, rupees, which is also what the shop charges in.
 */
export function useCurrency(): Currency {
  const { data } = useQuery(currencyQuery);
  return data ?? DEFAULT_CURRENCY;
}
