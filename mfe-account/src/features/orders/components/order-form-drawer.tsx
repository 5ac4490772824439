import type { FormEvent, ReactNode } from 'react';
import { Button, chakra, Flex, Stack, Text } from '@festive/web-kit';
import { CloseButton, Drawer, Portal } from '@festive/web-kit/overlays';

interface OrderFormDrawerProps {
  open: boolean;
  onClose(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  testId: string;
  title: string;
  /** The order's number as the shopper knows it, under the title. */
  orderLabel: string;
  /** The footer's way out without submitting, and the close button's accessible name. */
  dismissLabel: string;
  closeLabel: string;
  submit: { label: string; loadingText: string; loading: boolean; colorPalette: string; testId: string };
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A form about one of the shopper's orders (cancel it, ask to return it) in web-kit's drawer, the
 * shop's one overlay: a bottom sheet on a phone, a side panel from md up. Enter submits it; the
 * footer's first button and the close button leave it without submitting.
 */
export function OrderFormDrawer({
  open,
  onClose,
  onSubmit,
  testId,
  title,
  orderLabel,
  dismissLabel,
  closeLabel,
  submit,
  children,
}: OrderFormDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={({ open: next }) => !next && onClose()}
      placement={{ mdDown: 'bottom', md: 'end' }}
      size="sm"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            data-testid={testId}
            bg="bg"
            maxH={{ mdDown: '90dvh' }}
            roundedTop={{ mdDown: 'xl' }}
          >
            <chakra.form onSubmit={onSubmit} noValidate display="contents">
              <Drawer.Header borderBottomWidth="1px" borderColor="saffron.200" bg="saffron.50">
                <Stack gap="0">
                  <Drawer.Title fontFamily="heading" color="maroon.800" fontSize="xl">
                    {title}
                  </Drawer.Title>
                  <Text fontSize="sm" color="fg.muted">
                    Order #{orderLabel}
                  </Text>
                </Stack>
              </Drawer.Header>
              <Drawer.Body>{children}</Drawer.Body>
              <Drawer.Footer borderTopWidth="1px" borderColor="saffron.200">
                <Flex gap="3" w="full" justify="flex-end">
                  <Button variant="outline" onClick={onClose}>
                    {dismissLabel}
                  </Button>
                  <Button
                    type="submit"
                    colorPalette={submit.colorPalette}
                    loading={submit.loading}
                    loadingText={submit.loadingText}
                    data-testid={submit.testId}
                  >
                    {submit.label}
                  </Button>
                </Flex>
              </Drawer.Footer>
            </chakra.form>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
