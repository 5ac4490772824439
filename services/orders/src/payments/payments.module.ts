import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import express from 'express';
import { StockModule } from '../stock/stock.module';
import { PaymentConfirmation } from './payment-confirmation.service';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { razorpayClientProvider } from './razorpay/razorpay-client.provider';
import { RazorpayWebhookController } from './razorpay-webhook.controller';
import { RazorpayWebhookService } from './razorpay-webhook.service';

/** Prepaid payments with Razorpay: the order, its confirmation (verify and redirect callback), webhooks. */
@Module({
  imports: [StockModule],
  controllers: [PaymentsController, RazorpayWebhookController],
  providers: [PaymentsService, PaymentConfirmation, RazorpayWebhookService, razorpayClientProvider],
})
export class PaymentsModule implements NestModule {
  /** Razorpay's redirect posts a form, the only non-JSON body the service accepts. */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(express.urlencoded({ extended: true, limit: '16kb' }))
      .forRoutes({ path: 'api/payments/razorpay/callback', method: RequestMethod.POST });
  }
}
