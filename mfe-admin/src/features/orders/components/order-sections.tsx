import { Box, Flex, Stack, Text, formatCheckoutTotal, formatPhone } from '@festive/web-kit';
import type { OrderDeskDetail } from '@festive/contracts';
import { formatDateTime } from '../../../common/desk/date-time';
import { DetailSection, Details, Muted } from '../../../common/desk/detail-parts';
import { Table } from '../../../common/table';

export function ItemsSection({ items, total }: { items: OrderDeskDetail['items']; total: string }) {
  return (
    <DetailSection title="Items" testId="drawer-items">
      <Stack as="ul" gap="1" fontSize="sm" listStyleType="none">
        {items.map((item) => (
          <Flex as="li" key={item.id} justify="space-between" gap="3">
            <Text>
              {item.productName} × {item.quantity}
              {item.productSku && (
                <Text as="span" color="fg.muted">
                  {' '}
                  ({item.productSku})
                </Text>
              )}
            </Text>
            <Text>{formatCheckoutTotal(item.subtotal)}</Text>
          </Flex>
        ))}
        <Flex as="li" justify="space-between" fontWeight="semibold" borderTopWidth="1px" pt="1">
          <Text>Total</Text>
          <Text>{formatCheckoutTotal(total)}</Text>
        </Flex>
      </Stack>
    </DetailSection>
  );
}

export function CustomerSection({ customer, address }: Pick<OrderDeskDetail, 'customer' | 'address'>) {
  return (
    <DetailSection title="Customer" testId="drawer-customer">
      <Details
        rows={[
          ['Name', customer.name],
          ['Phone', formatPhone(customer.phone)],
          ['E-mail', customer.email],
          ['Address', `${address.address}, ${address.city}, ${address.state} ${address.pincode}`],
        ]}
      />
    </DetailSection>
  );
}

export function PaymentSection({ payment }: Pick<OrderDeskDetail, 'payment'>) {
  return (
    <DetailSection title="Payment" testId="drawer-payment">
      <Stack gap="3">
        <Details
          rows={[
            ['Method', payment.method.toUpperCase()],
            ['Status', payment.statusLabel],
            ['Payment ID', payment.paymentId],
          ]}
        />
        {payment.attempts.length > 0 && (
          <Box>
            <Text fontSize="xs" color="fg.muted" mb="1">
              Razorpay attempts
            </Text>
            <Table.ScrollArea>
              <Table.Root>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Razorpay order</Table.ColumnHeader>
                    <Table.ColumnHeader>Payment</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                    <Table.ColumnHeader>When</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {payment.attempts.map((attempt) => (
                    <Table.Row key={attempt.id} data-testid="payment-attempt">
                      <Table.Cell fontFamily="mono" fontSize="xs">
                        {attempt.razorpayOrderId}
                      </Table.Cell>
                      <Table.Cell fontFamily="mono" fontSize="xs">
                        {attempt.razorpayPaymentId ?? '—'}
                      </Table.Cell>
                      <Table.Cell>{attempt.status}</Table.Cell>
                      <Table.Cell>{formatDateTime(attempt.createdAt)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Box>
        )}
      </Stack>
    </DetailSection>
  );
}

export function InvoiceSection({ invoice }: Pick<OrderDeskDetail, 'invoice'>) {
  return (
    <DetailSection title="Invoice" testId="drawer-invoice">
      {invoice.refusal ? (
        <Muted>{invoice.refusal}</Muted>
      ) : (
        <Details
          rows={[
            ['Number', invoice.number ?? 'Not issued yet'],
            ['Issued', invoice.issuedAt && formatDateTime(invoice.issuedAt)],
            ['E-mailed', invoice.sent ? 'Yes' : 'Not yet'],
          ]}
        />
      )}
    </DetailSection>
  );
}
