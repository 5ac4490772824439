import { Inject, Injectable } from '@nestjs/common';
import { Msg91FlowClient, SERVICE_CONFIG } from '@festive/server-kit';
import { msg91BaseUrl, type OrdersConfig } from '../config/orders-config';

export type OrderSmsKind = 'confirmed' | 'shipped' | 'delivered';

/**
 * The order-update texts over MSG91's Flow API: a DLT-registered template per message, filled
 * with the order number (`order`) and, once shipped, the tracking link (`link`). The words live
 * in the templates (MSG91 only sends registered texts); infra/sandbox sms-templates.ts holds the
 * development copies.
 */
@Injectable()
export class OrderSms {
  private readonly flow: Msg91FlowClient;
  private readonly templates: Record<OrderSmsKind, string>;

  constructor(@Inject(SERVICE_CONFIG) config: OrdersConfig) {
    this.flow = new Msg91FlowClient({
      baseUrl: msg91BaseUrl(config),
      authKey: config.env.MSG91_AUTH_KEY,
      senderId: config.env.MSG91_SENDER_ID.toUpperCase(),
      timeoutMs: config.env.SMS_TIMEOUT_MS,
    });
    this.templates = {
      confirmed: config.env.MSG91_TEMPLATE_ORDER_CONFIRMED,
      shipped: config.env.MSG91_TEMPLATE_ORDER_SHIPPED,
      delivered: config.env.MSG91_TEMPLATE_ORDER_DELIVERED,
    };
  }

  /** Sends one order update; answers MSG91's request id. */
  send(kind: OrderSmsKind, phone: string, variables: { order: string; link?: string }): Promise<string> {
    return this.flow.send(this.templates[kind], phone, { ...variables });
  }
}
