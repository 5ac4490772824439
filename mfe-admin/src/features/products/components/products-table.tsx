import { Image, Text, formatCheckoutTotal } from '@festive/web-kit';
import { Table } from '../../../common/table';
import type { Product } from '@festive/contracts';
import { RowActions } from '../../../common/editable-list';
import { ProductLink } from './product-link';

const NOT_SET = 'N/A';

interface ProductsTableProps {
  products: readonly Product[];
  onEdit(product: Product): void;
  onDelete(product: Product): void;
}

/** The 'All Products' table: every column, View/copy link, edit and delete. */
export function ProductsTable({ products, onEdit, onDelete }: ProductsTableProps) {
  return (
    <Table.ScrollArea>
      <Table.Root data-testid="products-table">
        <Table.Header>
          <Table.Row>
            {[
              'Image',
              'SKU',
              'Name',
              'Category',
              'Subcategory',
              'Price',
              'Stock',
              'Product Link',
              'Actions',
            ].map((column) => (
              <Table.ColumnHeader
                key={column}
                textAlign={column === 'Price' || column === 'Stock' ? 'end' : 'start'}
              >
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {products.map((product) => (
            <Table.Row key={product.id} data-testid="product-row" data-product-id={product.id}>
              <Table.Cell>
                <Image
                  src={product.image}
                  alt={product.name}
                  width="48px"
                  height="48px"
                  objectFit="cover"
                  borderRadius="md"
                  loading="lazy"
                />
              </Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs">
                {product.sku || NOT_SET}
              </Table.Cell>
              <Table.Cell>
                <Text fontWeight="medium" whiteSpace="normal" minW="40">
                  {product.name}
                </Text>
              </Table.Cell>
              <Table.Cell>{product.category}</Table.Cell>
              <Table.Cell>{product.subcategory || NOT_SET}</Table.Cell>
              <Table.Cell textAlign="end">{formatCheckoutTotal(product.price)}</Table.Cell>
              <Table.Cell textAlign="end">{product.stock}</Table.Cell>
              <Table.Cell>
                <ProductLink id={product.id} name={product.name} />
              </Table.Cell>
              <Table.Cell>
                <RowActions
                  name={product.name}
                  onEdit={() => onEdit(product)}
                  onDelete={() => onDelete(product)}
                  testIds={{ edit: 'edit-product-button', delete: 'delete-product-button' }}
                />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
