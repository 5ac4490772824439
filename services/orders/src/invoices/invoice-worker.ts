import { Inject } from '@nestjs/common';
import { type InvoiceEmailJob, invoiceEmailJobSchema, QUEUES } from '@festive/contracts';
import { JobProcessor, SERVICE_CONFIG } from '@festive/server-kit';
import type { Job } from 'bullmq';
import type { OrdersConfig } from '../config/orders-config';
import { OrderJobWorker } from '../jobs/job-worker';
import { SendInvoiceService } from './send-invoice.service';

/** Runs `invoice.email` jobs in the worker process: e-mails the tax invoice. */
@JobProcessor(QUEUES.invoiceEmail)
export class InvoiceWorker extends OrderJobWorker<InvoiceEmailJob> {
  protected readonly schema = invoiceEmailJobSchema;

  constructor(
    private readonly invoices: SendInvoiceService,
    @Inject(SERVICE_CONFIG) config: OrdersConfig,
  ) {
    super(config);
  }

  protected handle(data: InvoiceEmailJob, job: Job): Promise<void> {
    return this.invoices.send(data.orderId, data.resend ? String(job.id) : undefined);
  }

  protected giveUp(data: InvoiceEmailJob, error: Error): Promise<void> {
    return this.invoices.giveUp(data.orderId, error);
  }
}
