import { Inject } from '@nestjs/common';
import { type NotificationJob, notificationJobSchema, QUEUES } from '@festive/contracts';
import { JobProcessor, SERVICE_CONFIG } from '@festive/server-kit';
import type { OrdersConfig } from '../config/orders-config';
import { OrderJobWorker } from '../jobs/job-worker';
import { SendNotificationService } from './send-notification.service';

/** Runs `notification.send` jobs in the worker process: an SMS or e-mail to the order's customer. */
@JobProcessor(QUEUES.notificationSend)
export class NotificationWorker extends OrderJobWorker<NotificationJob> {
  protected readonly schema = notificationJobSchema;

  constructor(
    private readonly notifications: SendNotificationService,
    @Inject(SERVICE_CONFIG) config: OrdersConfig,
  ) {
    super(config);
  }

  protected handle(data: NotificationJob): Promise<void> {
    return this.notifications.send(data);
  }

  protected giveUp(data: NotificationJob, error: Error): Promise<void> {
    return this.notifications.giveUp(data, error);
  }
}
