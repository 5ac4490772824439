import { Badge } from '@festive/web-kit';
import { RETURN_STATUS_PENDING, type ReturnRequest } from '@festive/contracts';

/** 'Return <status>' on an order that has a return request (e.g. 'Return pending'). */
export function ReturnStatus({ request }: { request: ReturnRequest }) {
  const pending = request.status === RETURN_STATUS_PENDING;
  return (
    <Badge
      colorPalette={pending ? 'saffron' : 'gray'}
      variant={pending ? 'solid' : 'subtle'}
      data-testid="return-status"
      title={`Reason: ${request.reason}`}
    >
      Return {request.status}
    </Badge>
  );
}
