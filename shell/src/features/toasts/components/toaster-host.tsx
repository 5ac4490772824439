import { lazy, Suspense } from 'react';
import { useToasterWanted } from '@festive/web-kit';

const ShopToaster = lazy(() =>
  import('@festive/web-kit/overlays').then((overlays) => ({ default: overlays.ShopToaster })),
);

/** The one toaster of the page, mounted once the first toast is raised. */
export function ToasterHost() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ShopToaster />
    </Suspense>
  );
}
