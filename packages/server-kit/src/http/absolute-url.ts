/**
 * The shop's own address of a path (`PUBLIC_URL` + `/account?tab=orders`), for whatever leaves the
 * shop with a link in it: page heads and the sitemap, an e-mail, a payment provider's callback.
 * A full http(s) address (a picture on a CDN) is kept as it is.
 */
export const absoluteUrl = (publicUrl: string, pathOrUrl: string): string =>
  /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${publicUrl.replace(/\/+$/, '')}${pathOrUrl}`;
