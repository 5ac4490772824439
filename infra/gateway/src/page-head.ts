import { PAGE_HEAD_PATH, PAGE_VIEW_PATH } from '@festive/contracts';

/**
 * The shell's index.html carries nginx SSI for the server's part of the page: `block`s with the
 * shop's own fallbacks and `include`s of the catalog's answers for this page (the head, and the
 * first view before the root element), each with a block as its stub. nginx evaluates them in
 * production; this does the same for the development gateway, so both serve the same first HTML.
 */
const BLOCK = /<!--# block name="([\w-]+)" -->([\s\S]*?)<!--# endblock -->/g;
const INCLUDE = /<!--# include virtual="\/_page-(head|view)\$request_uri" stub="([\w-]+)" -->/g;

/** The catalog's answer behind each virtual include. */
const INCLUDED: Record<string, string> = { head: PAGE_HEAD_PATH, view: PAGE_VIEW_PATH };

/** How long a page waits for its head before it goes out with the shop's own. */
const HEAD_TIMEOUT_MS = 1000;

/**
 * `cookie` is the page request's own Cookie header: nginx hands a page's headers to its SSI
 * subrequests, and a first view may differ for a signed-in shopper (the account page).
 */
export async function renderPageHead(
  html: string,
  requestUri: string,
  catalogUrl: string,
  cookie?: string,
): Promise<string> {
  const blocks = new Map<string, string>();
  const withoutBlocks = html.replace(BLOCK, (_all, name: string, content: string) => {
    blocks.set(name, content);
    return '';
  });
  const parts = [...new Set([...withoutBlocks.matchAll(INCLUDE)].map((match) => match[1]!))];
  if (parts.length === 0) return withoutBlocks;
  // Asked for side by side, as nginx runs a page's SSI subrequests.
  const answers = new Map(
    await Promise.all(
      parts.map(
        async (part) => [part, await fetchPart(INCLUDED[part]!, requestUri, catalogUrl, cookie)] as const,
      ),
    ),
  );
  return withoutBlocks.replace(
    INCLUDE,
    (_all, part: string, stub: string) => answers.get(part) ?? blocks.get(stub) ?? '',
  );
}

async function fetchPart(
  partPath: string,
  requestUri: string,
  catalogUrl: string,
  cookie: string | undefined,
): Promise<string | undefined> {
  const path = requestUri.split(/[?#]/, 1)[0] || '/';
  // The page's own query follows its path, as nginx passes it (`?path=<path>&<query>`): the home
  // page's head names the festival or occasion its address chooses.
  const query = /\?([^#]*)/.exec(requestUri)?.[1];
  try {
    const response = await fetch(
      `${catalogUrl}${partPath}?path=${encodeURIComponent(path)}${query ? `&${query}` : ''}`,
      {
        signal: AbortSignal.timeout(HEAD_TIMEOUT_MS),
        ...(cookie ? { headers: { cookie } } : {}),
      },
    );
    const text = await response.text();
    return response.ok && text.trim() ? text : undefined;
  } catch {
    return undefined;
  }
}
