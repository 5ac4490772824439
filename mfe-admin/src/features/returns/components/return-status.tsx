import { Badge } from '@festive/web-kit';
import { RETURN_STATUS_PENDING, returnStatusLabel } from '@festive/contracts';

/** A pending return stands out; every other status is muted. */
export function ReturnStatus({ status }: { status: string }) {
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
