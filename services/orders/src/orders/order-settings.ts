import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@festive/server-kit';
import type { OrdersConfig } from '../config/orders-config';

/**
 * The shop's defaults an order line is written with when catalog has no tax class for a product,
 * and how long a verified phone is trusted.
 */
@Injectable()
export class OrderSettings {
  readonly defaultHsn: string;
  readonly defaultGstRate: string;
  /** How long a phone proved by a code stays trusted for orders (TRUSTED_PHONE_DAYS). */
  readonly trustedPhoneDays: number;

  constructor(@Inject(SERVICE_CONFIG) config: OrdersConfig) {
    this.defaultHsn = config.env.DEFAULT_HSN;
    this.defaultGstRate = config.env.DEFAULT_GST_RATE;
    this.trustedPhoneDays = config.env.TRUSTED_PHONE_DAYS;
  }
}
