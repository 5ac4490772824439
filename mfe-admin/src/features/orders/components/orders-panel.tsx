import { orderStatusLabelFor } from '@festive/contracts';
import { formatCheckoutTotal, formatDate } from '@festive/web-kit';
import { Table } from '../../../shared/table';
import { ListState, Panel } from '../../../shared/panel';
import { useAllOrders } from '../api/all-orders';

/** The Orders tab: read-only 'All Orders' table, each order by the number its customer quotes. */
export function OrdersPanel() {
  const orders = useAllOrders();
  const list = orders.data ?? [];
  return (
    <Panel title="All Orders" testId="all-orders">
      <ListState
        loading={orders.isPending}
        error={orders.isError}
        onRetry={() => void orders.refetch()}
        empty={list.length === 0}
        emptyText="No orders yet."
        label="orders"
      >
        <Table.ScrollArea>
          <Table.Root data-testid="orders-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Order Number</Table.ColumnHeader>
                <Table.ColumnHeader>Customer</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                <Table.ColumnHeader>Payment</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Date</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((order) => (
                <Table.Row key={order.id} data-testid="order-row" data-order-id={order.id}>
                  <Table.Cell fontFamily="mono" fontSize="xs" title={order.id} data-testid="order-number">
                    {order.orderNumber}
                  </Table.Cell>
                  <Table.Cell>{order.customerName}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCheckoutTotal(order.total)}</Table.Cell>
                  <Table.Cell>{order.paymentMethod.toUpperCase()}</Table.Cell>
                  <Table.Cell data-testid="order-status" data-status={order.status}>
                    {orderStatusLabelFor(order)}
                  </Table.Cell>
                  <Table.Cell>{formatDate(order.createdAt)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </ListState>
    </Panel>
  );
}
