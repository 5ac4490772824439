import { Module } from '@nestjs/common';
import { QUEUES } from '@festive/contracts';
import { queuesRootModule, registerQueues, ServerKitModule } from '@festive/server-kit';
import { ordersConfigOptions } from './config/orders-config';
import { ENTITIES } from './entities';
import { InvoiceMailer } from './invoices/invoice-mailer';
import { InvoiceWorker } from './invoices/invoice-worker';
import { InvoicesModule } from './invoices/invoices.module';
import { SendInvoiceService } from './invoices/send-invoice.service';
import { MIGRATIONS } from './migrations';
import { OutboxRelay } from './outbox/outbox-relay.service';
import { JobReconciler } from './reconcile/job-reconciler.service';
import { ShippingWorker } from './shipping/shipping-worker';
import { ShiprocketModule } from './shipping/shiprocket/shiprocket.module';
import { SubmitShipmentService } from './shipping/submit-shipment.service';
import { StockReaper } from './stock/stock-reaper.service';
import { StockModule } from './stock/stock.module';

/**
 * The worker process (never inside the HTTP process): the outbox relay, the
 * `shipping.submit` and `invoice.email` processors (@nestjs/bullmq, started for the queues
 * registered here), the stock reaper and the job reconciliation.
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
    registerQueues(QUEUES.shippingSubmit, QUEUES.invoiceEmail),
    ShiprocketModule,
    StockModule,
    InvoicesModule,
  ],
  providers: [
    OutboxRelay,
    SubmitShipmentService,
    ShippingWorker,
    InvoiceMailer,
    SendInvoiceService,
    InvoiceWorker,
    StockReaper,
    JobReconciler,
  ],
})
export class WorkerModule {}
