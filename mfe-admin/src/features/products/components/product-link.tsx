import { productPagePath } from '@festive/contracts';
import { HStack, IconButton, Link, notify } from '@festive/web-kit';
import { CopyIcon, ExternalIcon } from '../../../common/icons';

/** The full address of a product's page, as the copy button puts it on the clipboard. */
export const productUrl = (id: string) => `${window.location.origin}${productPagePath(id)}`;

/** The Product Link cell: View opens the product's page in a new tab; copy copies its URL. */
export function ProductLink({ id, name }: { id: string; name: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(productUrl(id));
      notify({ title: 'Product link copied!', type: 'success' });
    } catch {
      notify({ title: 'Could not copy the link', description: productUrl(id), type: 'error' });
    }
  };
  return (
    <HStack gap="1">
      <Link
        href={productPagePath(id)}
        target="_blank"
        rel="noopener noreferrer"
        color="maroon.700"
        fontWeight="medium"
        aria-label={`View ${name} (opens in a new tab)`}
        data-testid="view-product-link"
      >
        View <ExternalIcon />
      </Link>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={`Copy the link to ${name}`}
        onClick={() => void copy()}
        data-testid="copy-product-link-button"
      >
        <CopyIcon />
      </IconButton>
    </HStack>
  );
}
