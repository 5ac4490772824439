// Types of the small packages express and compression use, which the remembered reads call the
// same way so their answers match (none ships its own types).

declare module 'fresh' {
  /** Whether a response with these headers is fresh for a request with those (304). */
  function fresh(
    requestHeaders: Record<string, string | string[] | undefined>,
    responseHeaders: Record<string, string | undefined>,
  ): boolean;
  export = fresh;
}

declare module 'negotiator' {
  class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encoding(available?: string[], preferred?: string[]): string | undefined;
  }
  export = Negotiator;
}

declare module 'vary' {
  namespace vary {
    /** The Vary header value with `field` added (once). */
    function append(header: string, field: string): string;
  }
  export = vary;
}
