import type { ReactNode } from 'react';
import { Button } from '@festive/web-kit';

/** One of the order drawer's actions that asks the server at once: busy while it is under way. */
export function DeskActionButton({
  busy,
  onClick,
  children,
}: {
  busy: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Button size="sm" variant="outline" colorPalette="maroon" loading={busy} onClick={onClick}>
      {children}
    </Button>
  );
}
