import { PAGE_HEAD_PATH } from '@festive/contracts';

/**
 * The shell's index.html carries nginx SSI for the page head: a `block` with the shop's own head
 * and an `include` of the catalog's answer for this page, with the block as its stub. nginx
 * evaluates them in production; this does the same for the development gateway, so both serve
 * the same first HTML.
 */
const BLOCK = /<!--# block name="([\w-]+)" -->([\s\S]*?)<!--# endblock -->/g;
const INCLUDE = /<!--# include virtual="\/_page-head\$request_uri" stub="([\w-]+)" -->/g;

/** How long a page waits for its head before it goes out with the shop's own. */
const HEAD_TIMEOUT_MS = 1000;

export async function renderPageHead(html: string, requestUri: string, catalogUrl: string): Promise<string> {
  const blocks = new Map<string, string>();
  const withoutBlocks = html.replace(BLOCK, (_all, name: string, content: string) => {
    blocks.set(name, content);
    return '';
  });
  if (!INCLUDE.test(withoutBlocks)) return withoutBlocks;
  INCLUDE.lastIndex = 0;
  const head = await fetchHead(requestUri, catalogUrl);
  return withoutBlocks.replace(INCLUDE, (_all, stub: string) => head ?? blocks.get(stub) ?? '');
}

async function fetchHead(requestUri: string, catalogUrl: string): Promise<string | undefined> {
  const path = requestUri.split(/[?#]/, 1)[0] || '/';
  try {
    const response = await fetch(`${catalogUrl}${PAGE_HEAD_PATH}?path=${encodeURIComponent(path)}`, {
      signal: AbortSignal.timeout(HEAD_TIMEOUT_MS),
    });
    const text = await response.text();
    return response.ok && text.trim() ? text : undefined;
  } catch {
    return undefined;
  }
}
