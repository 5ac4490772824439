import { NotFound } from '@festive/web-kit';

/** Any path no route claims. Rendered by the shell, so it works with every remote down. */
export function NotFoundPage() {
  return <NotFound />;
}
