import { useState } from 'react';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderStatusLabelFor,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
} from '@festive/contracts';
import { formatCheckoutTotal, formatDate } from '@festive/web-kit';
import { DeskFiltersBar } from '../../../common/desk/desk-filters';
import { DeskRow } from '../../../common/desk/desk-row';
import { isFiltered } from '../../../common/desk/desk-url';
import { Pager } from '../../../common/desk/pager';
import { useDeskFilters } from '../../../common/desk/use-desk-filters';
import { ListState, Panel } from '../../../common/panel';
import { Table } from '../../../common/table';
import { useOrderDesk } from '../api/order-desk';
import { OrderDrawer } from './order-drawer';

const STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));
const PAYMENT_OPTIONS = PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] }));

/**
 * The Orders tab: the 'All Orders' table, searched (number, phone, name, AWB), filtered and
 * paged on the server with the search kept in the URL; a row opens the order's drawer.
 */
export function OrdersPanel() {
  const [filters, setFilters] = useDeskFilters({ statuses: ORDER_STATUSES, payments: PAYMENT_STATUSES });
  const desk = useOrderDesk(filters);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = desk.data?.items ?? [];

  return (
    <Panel title="All Orders" testId="all-orders">
      <DeskFiltersBar
        filters={filters}
        onChange={setFilters}
        searchLabel="Search orders"
        searchPlaceholder="Order number, phone, name or AWB"
        statuses={STATUS_OPTIONS}
        payments={PAYMENT_OPTIONS}
      />
      <ListState
        loading={desk.isPending}
        error={desk.isError}
        onRetry={() => void desk.refetch()}
        empty={list.length === 0}
        emptyText={isFiltered(filters) ? 'No orders match this search.' : 'No orders yet.'}
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
                <DeskRow
                  key={order.id}
                  data={{ 'data-testid': 'order-row', 'data-order-id': order.id }}
                  onOpen={() => setOpenId(order.id)}
                  opener={{
                    text: order.orderNumber,
                    label: `Open order ${order.orderNumber}`,
                    title: order.id,
                    testId: 'order-number',
                  }}
                >
                  <Table.Cell>{order.customerName}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCheckoutTotal(order.total)}</Table.Cell>
                  <Table.Cell>{order.paymentMethod.toUpperCase()}</Table.Cell>
                  <Table.Cell data-testid="order-status" data-status={order.status}>
                    {orderStatusLabelFor(order)}
                  </Table.Cell>
                  <Table.Cell>{formatDate(order.createdAt)}</Table.Cell>
                </DeskRow>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </ListState>
      <Pager
        answer={desk.data}
        shown={list.length}
        onPage={(page) => setFilters({ ...filters, page })}
        label="Orders"
      />
      <OrderDrawer orderId={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
