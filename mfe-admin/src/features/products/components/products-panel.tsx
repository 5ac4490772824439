import type { Product } from '@festive/contracts';
import { confirmed } from '../../../common/confirm';
import { EditableList, type FormState } from '../../../common/editable-list';
import { ListState, Panel } from '../../../common/panel';
import { useAdminProducts } from '../api/admin-products';
import { useDeleteProduct } from '../api/delete-product';
import { ProductForm } from './product-form';
import { ProductsTable } from './products-table';

export type ProductFormState = FormState<Product>;

interface ProductsPanelProps {
  formState: ProductFormState;
  onFormStateChange(state: ProductFormState): void;
  onReturnToDashboard(): void;
}

/** The Products tab: 'Add New Product', the form when open, and the 'All Products' table. */
export function ProductsPanel({ formState, onFormStateChange, onReturnToDashboard }: ProductsPanelProps) {
  const products = useAdminProducts();
  const remove = useDeleteProduct();
  const list = products.data ?? [];

  return (
    <EditableList
      formState={formState}
      onFormStateChange={onFormStateChange}
      onReturnToDashboard={onReturnToDashboard}
      addLabel="Add New Product"
      addTestId="add-product-button"
      form={(props) => <ProductForm {...props} products={list} />}
    >
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
    </EditableList>
  );
}
