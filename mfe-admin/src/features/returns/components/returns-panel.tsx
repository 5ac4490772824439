import { useState } from 'react';
import { formatDate, Text } from '@festive/web-kit';
import { RETURN_STATUS_LABELS, RETURN_STATUSES, type ReturnRequest, shortId } from '@festive/contracts';
import { DeskFiltersBar } from '../../../common/desk/desk-filters';
import { DeskRow } from '../../../common/desk/desk-row';
import { isFiltered } from '../../../common/desk/desk-url';
import { Pager } from '../../../common/desk/pager';
import { useDeskFilters } from '../../../common/desk/use-desk-filters';
import { ListState, Panel } from '../../../common/panel';
import { Table } from '../../../common/table';
import { useReturnDesk } from '../api/return-desk';
import { ReturnDrawer } from './return-drawer';
import { ReturnStatus } from './return-status';

const STATUS_OPTIONS = RETURN_STATUSES.map((value) => ({ value, label: RETURN_STATUS_LABELS[value] }));

/**
 * The Returns tab: the 'Return Requests' table, searched (order number, phone, name), filtered
 * and paged on the server with the search kept in the URL; a row opens the request to decide it.
 */
export function ReturnsPanel() {
  const [filters, setFilters] = useDeskFilters({ statuses: RETURN_STATUSES });
  const desk = useReturnDesk(filters);
  const [open, setOpen] = useState<ReturnRequest | null>(null);
  const list = desk.data?.items ?? [];
  // The drawer shows the request as the list now has it (after a decision, its new status).
  const current = open ? (list.find((row) => row.id === open.id) ?? open) : null;

  return (
    <Panel title="Return Requests" testId="return-requests">
      <DeskFiltersBar
        filters={filters}
        onChange={setFilters}
        searchLabel="Search return requests"
        searchPlaceholder="Order number, phone or name"
        statuses={STATUS_OPTIONS}
      />
      <ListState
        loading={desk.isPending}
        error={desk.isError}
        onRetry={() => void desk.refetch()}
        empty={list.length === 0}
        emptyText={isFiltered(filters) ? 'No return requests match this search.' : 'No return requests yet.'}
        label="return requests"
      >
        <Table.ScrollArea>
          <Table.Root data-testid="returns-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Return ID</Table.ColumnHeader>
                <Table.ColumnHeader>Order Number</Table.ColumnHeader>
                <Table.ColumnHeader>Customer</Table.ColumnHeader>
                <Table.ColumnHeader>Reason</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Date</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((request) => (
                <DeskRow
                  key={request.id}
                  data={{ 'data-testid': 'return-row', 'data-return-id': request.id }}
                  onOpen={() => setOpen(request)}
                  opener={{
                    text: shortId(request.id),
                    label: `Open return ${shortId(request.id)} of order ${request.orderNumber}`,
                    title: request.id,
                  }}
                >
                  <Table.Cell
                    fontFamily="mono"
                    fontSize="xs"
                    title={request.orderId}
                    data-testid="order-number"
                  >
                    {request.orderNumber}
                  </Table.Cell>
                  <Table.Cell>{request.customerName}</Table.Cell>
                  <Table.Cell>
                    <Text whiteSpace="normal" minW="40">
                      {request.reason}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <ReturnStatus status={request.status} />
                  </Table.Cell>
                  <Table.Cell>{formatDate(request.createdAt)}</Table.Cell>
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
        label="Return requests"
      />
      <ReturnDrawer request={current} onClose={() => setOpen(null)} />
    </Panel>
  );
}
