import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { invoiceEmailJobSchema, QUEUES } from '@festive/contracts';
import { SERVICE_CONFIG } from '@festive/server-kit';
import type { Worker } from 'bullmq';
import type { OrdersConfig } from '../config/orders-config';
import { startJobWorker } from '../jobs/job-worker';
import { SendInvoiceService } from './send-invoice.service';

/** Runs `invoice.email` jobs in the worker process. */
@Injectable()
export class InvoiceWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(InvoiceWorker.name);
  private worker: Worker | undefined;

  constructor(
    private readonly invoices: SendInvoiceService,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.worker = startJobWorker(
      this.config,
      {
        queue: QUEUES.invoiceEmail,
        schema: invoiceEmailJobSchema,
        handle: (data) => this.invoices.send(data.orderId),
        giveUp: (data, error) => this.invoices.giveUp(data.orderId, error),
      },
      this.logger,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
