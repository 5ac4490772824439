import { Module } from '@nestjs/common';
import { QUEUES } from '@festive/contracts';
import { registerQueues } from '@festive/server-kit';
import { NotificationMailer } from './notification-mailer';
import { NotificationWorker } from './notification-worker';
import { OrderSms } from './order-sms';
import { SendNotificationService } from './send-notification.service';

/**
 * The worker's side of the customer's messages: the `notification.send` processor and the SMS
 * and mail clients it sends with. Messages are queued by `queueNotification` wherever the change
 * they tell of is made. Worker process only.
 */
@Module({
  imports: [registerQueues(QUEUES.notificationSend)],
  providers: [OrderSms, NotificationMailer, SendNotificationService, NotificationWorker],
})
export class NotificationsModule {}
