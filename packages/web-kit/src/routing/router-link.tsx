import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useNavigate } from './location';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path inside the shop, query string allowed: `/account?tab=orders`. */
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A plain left click on a link meant for this tab; anything else (a new tab or window, a download)
 * is the browser's business, and a link's own `onClick` may want to act on plain clicks only.
 */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A link to a page of the shop: a real `<a href>` (open in a new tab, copy link, crawlers) that
 * navigates in place on a plain click. Not wouter's `Link`: that one skips the caller's `onClick`
 * on modifier clicks and navigates in place even with `target="_blank"`. A link to the page
 * already shown replaces the history entry rather than stacking a duplicate.
 */
export function RouterLink({ to, replace, state, target, onClick, ref, children, ...rest }: RouterLinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event, target)) return;
        event.preventDefault();
        const here = window.location.pathname + window.location.search + window.location.hash;
        navigate(to, { replace: replace ?? to === here, state });
      }}
    >
      {children}
    </a>
  );
}
