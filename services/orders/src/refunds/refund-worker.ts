import { Inject } from '@nestjs/common';
import { QUEUES, type RefundRazorpayJob, refundRazorpayJobSchema } from '@festive/contracts';
import { JobProcessor, SERVICE_CONFIG } from '@festive/server-kit';
import type { OrdersConfig } from '../config/orders-config';
import { OrderJobWorker } from '../jobs/job-worker';
import { SendRazorpayRefundService } from './send-razorpay-refund.service';

/** Runs `refund.razorpay` jobs in the worker process: sends a recorded refund to Razorpay. */
@JobProcessor(QUEUES.refundRazorpay)
export class RefundWorker extends OrderJobWorker<RefundRazorpayJob> {
  protected readonly schema = refundRazorpayJobSchema;

  constructor(
    private readonly refunds: SendRazorpayRefundService,
    @Inject(SERVICE_CONFIG) config: OrdersConfig,
  ) {
    super(config);
  }

  protected handle(data: RefundRazorpayJob): Promise<void> {
    return this.refunds.send(data.refundId);
  }

  protected giveUp(data: RefundRazorpayJob, error: Error): Promise<void> {
    return this.refunds.giveUp(data.refundId, error);
  }
}
