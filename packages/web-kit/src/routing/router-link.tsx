import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path inside the shop. */
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a page of the shop: a real `<a href>` (open in a new tab, copy link, crawlers) that
 * navigates in place on a plain click. react-router's own `Link` brings its framework-mode
 * route prefetching to every first page (~2 KB gzip) though the shop's declarative routes
 * never prefetch; the click rules (modifier keys, other buttons, `target`) are react-router's.
 */
export function RouterLink({ to, replace, state, target, onClick, ref, ...rest }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
