import { Button, Stack } from '@festive/web-kit';
import type { Product } from '@festive/contracts';
import { confirmed } from '../../../common/confirm';
import { ListState, Panel } from '../../../common/panel';
import { useAdminProducts } from '../api/admin-products';
import { useDeleteProduct } from '../api/delete-product';
import { ProductForm } from './product-form';
import { ProductsTable } from './products-table';

/** What the form shows: closed, a new product, or one being edited. */
export type ProductFormState = { open: false } | { open: true; editing: Product | null };

interface ProductsPanelProps {
  formState: ProductFormState;
  onFormStateChange(state: ProductFormState): void;
  onReturnToDashboard(): void;
}

/** The Products tab: 'Add New Product', the form when open, and the 'All Products' table. */
export function ProductsPanel({ formState, onFormStateChange, onReturnToDashboard }: ProductsPanelProps) {
  const products = useAdminProducts();
  const remove = useDeleteProduct();
  const close = () => onFormStateChange({ open: false });
  const list = products.data ?? [];

  return (
    <Stack gap="6">
      {formState.open ? (
        <ProductForm
          // A new key resets the form whenever another product (or a new one) is opened.
          key={formState.editing?.id ?? 'new'}
          editing={formState.editing}
          products={list}
          onClose={close}
          onReturnToDashboard={() => {
            close();
            onReturnToDashboard();
          }}
        />
      ) : (
        <Button
          alignSelf="flex-start"
          colorPalette="maroon"
          onClick={() => onFormStateChange({ open: true, editing: null })}
          data-testid="add-product-button"
        >
          Add New Product
        </Button>
      )}
      <Panel title="All Products" testId="all-products">
        <ListState
          loading={products.isPending}
          error={products.isError}
          onRetry={() => void products.refetch()}
          empty={list.length === 0}
          emptyText="No products yet. Add your first product to get started!"
          label="products"
        >
          <ProductsTable
            products={list}
            onEdit={(product) => {
              onFormStateChange({ open: true, editing: product });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
            onDelete={(product) => {
              if (confirmed('Are you sure you want to delete this product?')) remove.mutate(product.id);
            }}
          />
        </ListState>
      </Panel>
    </Stack>
  );
}
