import type { Provider } from '@nestjs/common';
import { SERVICE_CONFIG } from '@festive/server-kit';
import { type OrdersConfig, razorpayBaseUrl } from '../../config/orders-config';
import { RazorpayClient } from './razorpay-client';

/** The Razorpay client, for the HTTP app (orders, checkout) and the worker (refunds) alike. */
export const razorpayClientProvider: Provider = {
  provide: RazorpayClient,
  inject: [SERVICE_CONFIG],
  useFactory: (config: OrdersConfig) =>
    new RazorpayClient({
      baseUrl: razorpayBaseUrl(config),
      keyId: config.env.RAZORPAY_KEY_ID,
      keySecret: config.env.RAZORPAY_KEY_SECRET,
      timeoutMs: config.env.RAZORPAY_TIMEOUT_MS,
    }),
};
