const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/**
 * The page a head is asked for: its path (`path`, the first when a page's own query repeats the
 * name) and the page's own query, which the web tier passes after it (`?path=/&festival=Diwali`).
 * Anything that is not text is left out: the query is whatever a shared link carried.
 */
export function pageAddress(query: Record<string, unknown>): { path: string; pageQuery: string } {
  const path = first(query.path);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const text = first(value);
    if (name !== 'path' && typeof text === 'string') params.set(name, text);
  }
  return { path: typeof path === 'string' ? path : '/', pageQuery: params.toString() };
}
