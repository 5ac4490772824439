import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type RazorpayWebhook, type WebhookAck, toPaise } from '@festive/contracts';
import { SERVICE_CONFIG } from '@festive/server-kit';
import { DataSource } from 'typeorm';
import type { OrdersConfig } from '../config/orders-config';
import { applyRefundEvent, REFUND_EVENTS } from '../refunds/refund-webhook';
import { CatalogStockClient } from '../stock/catalog-stock.client';
import { firstDelivery } from '../webhooks/webhook-events';
import { PaymentConfirmation } from './payment-confirmation.service';
import { PaymentEntity } from './payment.entity';
import { webhookSignatureValid } from './razorpay/razorpay-signature';

const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);

/** Razorpay's events about our payments and refunds, each applied once and only forward. */
@Injectable()
export class RazorpayWebhookService {
  private readonly logger = new Logger(RazorpayWebhookService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly confirmation: PaymentConfirmation,
    private readonly stock: CatalogStockClient,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {}

  signatureValid(raw: Buffer, signature: string | undefined): boolean {
    return webhookSignatureValid(this.config.env.RAZORPAY_WEBHOOK_SECRET, raw, signature);
  }

  async apply(eventId: string, webhook: RazorpayWebhook): Promise<WebhookAck['status']> {
    const entity = webhook.payload.payment?.entity;
    let paidOrderId: string | undefined;
    const status = await this.dataSource.transaction(async (manager): Promise<WebhookAck['status']> => {
      if (!(await firstDelivery(manager, 'razorpay', eventId, webhook.event))) return 'duplicate';
      const refund = webhook.payload.refund?.entity;
      if (REFUND_EVENTS.has(webhook.event) && refund) return applyRefundEvent(manager, webhook.event, refund);
      const known = PAID_EVENTS.has(webhook.event) || webhook.event === 'payment.failed';
      if (!known || !entity?.order_id) return 'ignored';
      const payment = await manager.findOne(PaymentEntity, {
        where: { razorpayOrderId: entity.order_id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!payment) return 'ignored';
      if (webhook.event === 'payment.failed') {
        await this.confirmation.failed(manager, payment, 'provider:razorpay');
        return 'applied';
      }
      if (entity.amount !== undefined && entity.amount !== toPaise(payment.amount)) {
        this.logger.error(
          { eventId, paid: entity.amount, due: payment.amount },
          'paid amount differs; not applied',
        );
        return 'ignored';
      }
      const { outcome, order } = await this.confirmation.paid(
        manager,
        payment,
        entity.id,
        'provider:razorpay',
      );
      if (outcome === 'paid' && order.status !== 'cancelled') paidOrderId = order.id;
      return outcome === 'paid' ? 'applied' : 'ignored';
    });
    if (paidOrderId) await this.stock.commitQuietly(paidOrderId);
    return status;
  }
}
