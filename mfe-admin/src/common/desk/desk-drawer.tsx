import type { ReactNode } from 'react';
import { Stack } from '@festive/web-kit';
import { CloseButton, Drawer, Portal } from '@festive/web-kit/overlays';

/**
 * The side panel a desk row opens (an order, a return request): a title with a line of facts
 * under it, then the record's sections. `header` is left out while the record is still unknown.
 */
export function DeskDrawer({
  open,
  onClose,
  testId,
  closeLabel,
  header,
  children,
}: {
  open: boolean;
  onClose(): void;
  testId: string;
  closeLabel: string;
  header?: { title: ReactNode; facts?: ReactNode } | null;
  children: ReactNode;
}) {
  return (
    <Drawer.Root open={open} onOpenChange={({ open: next }) => !next && onClose()} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid={testId} bg="bg">
            {header && (
              <Drawer.Header borderBottomWidth="1px" borderColor="saffron.200" bg="saffron.50">
                <Stack gap="1">
                  <Drawer.Title fontFamily="heading" color="maroon.800" fontSize="xl">
                    {header.title}
                  </Drawer.Title>
                  {header.facts}
                </Stack>
              </Drawer.Header>
            )}
            <Drawer.Body py="4">{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
