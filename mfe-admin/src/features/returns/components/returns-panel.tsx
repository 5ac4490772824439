import { Badge, formatDate, Text } from '@festive/web-kit';
import { Table } from '../../../shared/table';
import { RETURN_STATUS_PENDING, returnStatusLabel, shortId } from '@festive/contracts';
import { ListState, Panel } from '../../../shared/panel';
import { useReturnRequests } from '../api/return-requests';

/** A pending return stands out; every other status is muted. */
function ReturnStatus({ status }: { status: string }) {
  const pending = status === RETURN_STATUS_PENDING;
  return (
    <Badge
      colorPalette={pending ? 'saffron' : 'gray'}
      variant={pending ? 'solid' : 'subtle'}
      data-testid="return-status"
      data-status={status}
    >
      {returnStatusLabel(status)}
    </Badge>
  );
}

/** The Returns tab: read-only 'Return Requests' table. */
export function ReturnsPanel() {
  const returns = useReturnRequests();
  const list = returns.data ?? [];
  return (
    <Panel title="Return Requests" testId="return-requests">
      <ListState
        loading={returns.isPending}
        error={returns.isError}
        onRetry={() => void returns.refetch()}
        empty={list.length === 0}
        emptyText="No return requests yet."
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
                <Table.Row key={request.id} data-testid="return-row">
                  <Table.Cell fontFamily="mono" fontSize="xs" title={request.id}>
                    {shortId(request.id)}
                  </Table.Cell>
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
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </ListState>
    </Panel>
  );
}
