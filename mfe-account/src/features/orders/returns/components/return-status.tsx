import { Badge } from '@festive/web-kit';
import { RETURN_STATUS_PENDING, type ReturnRequest, returnStatusLabel } from '@festive/contracts';

/** 'Return <status>' on an order that has a return request (e.g. 'Return requested'). */
export function ReturnStatus({ request }: { request: ReturnRequest }) {
  const pending = request.status === RETURN_STATUS_PENDING;
  return (
    <Badge
      colorPalette={pending ? 'saffron' : 'gray'}
      variant={pending ? 'solid' : 'subtle'}
      data-testid="return-status"
      title={`Reason: ${request.reason}`}
      data-status={request.status}
    >
      Return {returnStatusLabel(request.status).toLowerCase()}
    </Badge>
  );
}
