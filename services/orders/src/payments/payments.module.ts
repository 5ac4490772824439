import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { SERVICE_CONFIG } from '@festive/server-kit';
import express from 'express';
import { type OrdersConfig, razorpayBaseUrl } from '../config/orders-config';
import { StockModule } from '../stock/stock.module';
import { PaymentConfirmation } from './payment-confirmation.service';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { RazorpayClient } from './razorpay/razorpay-client';
import { RazorpayWebhookController } from './razorpay-webhook.controller';
import { RazorpayWebhookService } from './razorpay-webhook.service';

/** Prepaid payments with Razorpay: the order, its confirmation (verify and redirect callback), webhooks. */
@Module({
  imports: [StockModule],
  controllers: [PaymentsController, RazorpayWebhookController],
  providers: [
    PaymentsService,
    PaymentConfirmation,
    RazorpayWebhookService,
    {
      provide: RazorpayClient,
      inject: [SERVICE_CONFIG],
      useFactory: (config: OrdersConfig) =>
        new RazorpayClient({
          baseUrl: razorpayBaseUrl(config),
          keyId: config.env.RAZORPAY_KEY_ID,
          keySecret: config.env.RAZORPAY_KEY_SECRET,
          timeoutMs: config.env.RAZORPAY_TIMEOUT_MS,
        }),
    },
  ],
})
export class PaymentsModule implements NestModule {
  /** Razorpay's redirect posts a form, the only non-JSON body the service accepts. */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(express.urlencoded({ extended: true, limit: '16kb' }))
      .forRoutes({ path: 'api/payments/razorpay/callback', method: RequestMethod.POST });
  }
}
