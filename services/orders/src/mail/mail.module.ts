import { Module } from '@nestjs/common';
import { OrderMailer } from './order-mailer';

/** The worker's one mail transport, shared by the invoice and the other order e-mails. */
@Module({ providers: [OrderMailer], exports: [OrderMailer] })
export class MailModule {}
