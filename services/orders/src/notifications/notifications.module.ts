import { Module } from '@nestjs/common';
import { QUEUES } from '@festive/contracts';
import { registerQueues } from '@festive/server-kit';
import { MailModule } from '../mail/mail.module';
import { NotificationLedger } from './notification-ledger';
import { NotificationWorker } from './notification-worker';
import { OrderSms } from './order-sms';
import { SendNotificationService } from './send-notification.service';

/**
 * The worker's side of the customer's messages: the `notification.send` processor, the SMS
 * client it sends with and the ledger that makes each message once (e-mail goes through the
 * worker's one mail transport, MailModule).
 * Messages are queued by `queueNotification` wherever the change they tell of is made. Worker
 * process only.
 */
@Module({
  imports: [registerQueues(QUEUES.notificationSend), MailModule],
  providers: [NotificationLedger, OrderSms, SendNotificationService, NotificationWorker],
})
export class NotificationsModule {}
