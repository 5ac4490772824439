import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@festive/server-kit';
import type { OrdersConfig } from '../config/orders-config';

/** The shop's defaults an order line is written with when catalog has no tax class for a product. */
@Injectable()
export class OrderSettings {
  readonly defaultHsn: string;
  readonly defaultGstRate: string;

  constructor(@Inject(SERVICE_CONFIG) config: OrdersConfig) {
    this.defaultHsn = config.env.DEFAULT_HSN;
    this.defaultGstRate = config.env.DEFAULT_GST_RATE;
  }
}
