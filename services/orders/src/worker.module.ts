import { Module } from '@nestjs/common';
import { QUEUES } from '@festive/contracts';
import { queuesRootModule, registerQueues, ServerKitModule } from '@festive/server-kit';
import { ordersConfigOptions } from './config/orders-config';
import { ENTITIES } from './entities';
import { InvoiceWorker } from './invoices/invoice-worker';
import { InvoicesModule } from './invoices/invoices.module';
import { SendInvoiceService } from './invoices/send-invoice.service';
import { MailModule } from './mail/mail.module';
import { MIGRATIONS } from './migrations';
import { NotificationsModule } from './notifications/notifications.module';
import { OutboxRelay } from './outbox/outbox-relay.service';
import { razorpayClientProvider } from './payments/razorpay/razorpay-client.provider';
import { JobReconciler } from './reconcile/job-reconciler.service';
import { RefundWorker } from './refunds/refund-worker';
import { SendRazorpayRefundService } from './refunds/send-razorpay-refund.service';
import { ShippingWorker } from './shipping/shipping-worker';
import { ShiprocketModule } from './shipping/shiprocket/shiprocket.module';
import { SubmitShipmentService } from './shipping/submit-shipment.service';
import { StockReaper } from './stock/stock-reaper.service';
import { StockModule } from './stock/stock.module';
import { OutboxModule } from './outbox/outbox.module';

/**
 * The worker process (never inside the HTTP process): the outbox relay (the safety net behind
 * the publish at commit), the `shipping.submit`, `invoice.email` and `refund.razorpay`
 * processors (@nestjs/bullmq, started for the queues registered here), the stock reaper and the
 * job reconciliation.
 */
@Module({
  imports: [
    ServerKitModule.forRoot({
      service: 'orders',
      entities: ENTITIES,
      migrations: MIGRATIONS,
      config: ordersConfigOptions,
    }),
    queuesRootModule(),
    registerQueues(QUEUES.shippingSubmit, QUEUES.invoiceEmail, QUEUES.refundRazorpay),
    ShiprocketModule,
    StockModule,
    InvoicesModule,
    MailModule,
    NotificationsModule,
    OutboxModule,
  ],
  providers: [
    OutboxRelay,
    SubmitShipmentService,
    ShippingWorker,
    SendInvoiceService,
    InvoiceWorker,
    StockReaper,
    JobReconciler,
    razorpayClientProvider,
    SendRazorpayRefundService,
    RefundWorker,
  ],
})
export class WorkerModule {}
