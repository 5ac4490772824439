import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { QUEUES, shippingSubmitJobSchema } from '@festive/contracts';
import { SERVICE_CONFIG } from '@festive/server-kit';
import type { Worker } from 'bullmq';
import type { OrdersConfig } from '../config/orders-config';
import { startJobWorker } from '../jobs/job-worker';
import { SubmitShipmentService } from './submit-shipment.service';

/** Runs `shipping.submit` jobs in the worker process. */
@Injectable()
export class ShippingWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ShippingWorker.name);
  private worker: Worker | undefined;

  constructor(
    private readonly shipments: SubmitShipmentService,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.worker = startJobWorker(
      this.config,
      {
        queue: QUEUES.shippingSubmit,
        schema: shippingSubmitJobSchema,
        handle: (data) => this.shipments.submit(data.orderId),
        giveUp: (data, error) => this.shipments.markFailed(data.orderId, error),
      },
      this.logger,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
