import { Inject } from '@nestjs/common';
import { QUEUES, type ShippingSubmitJob, shippingSubmitJobSchema } from '@festive/contracts';
import { JobProcessor, SERVICE_CONFIG } from '@festive/server-kit';
import type { Job } from 'bullmq';
import type { OrdersConfig } from '../config/orders-config';
import { OrderJobWorker } from '../jobs/job-worker';
import { SubmitShipmentService } from './submit-shipment.service';

/** Runs `shipping.submit` jobs in the worker process: hands the order to Shiprocket. */
@JobProcessor(QUEUES.shippingSubmit)
export class ShippingWorker extends OrderJobWorker<ShippingSubmitJob> {
  protected readonly schema = shippingSubmitJobSchema;

  constructor(
    private readonly shipments: SubmitShipmentService,
    @Inject(SERVICE_CONFIG) config: OrdersConfig,
  ) {
    super(config);
  }

  protected handle(data: ShippingSubmitJob, job: Job): Promise<void> {
    // BullMQ counts a start before the processor runs: 1 is this job's first, whatever stalled or
    // failed before would have counted one more.
    const firstTry = data.fromCommit === true && job.attemptsStarted <= 1;
    return this.shipments.submit(data.orderId, { firstTry });
  }

  protected giveUp(data: ShippingSubmitJob, error: Error): Promise<void> {
    return this.shipments.markFailed(data.orderId, error);
  }
}
