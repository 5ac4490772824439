import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  formatOrderNumber,
  type RazorpayOrderResponse,
  type RazorpayPaymentResult,
  toPaise,
} from '@festive/contracts';
import { absoluteUrl, SERVICE_CONFIG, type SessionCustomer } from '@festive/server-kit';
import { DataSource, In } from 'typeorm';
import { type OrdersConfig, razorpayCheckoutKind, razorpayHostedCheckoutUrl } from '../config/orders-config';
import { OrderEntity } from '../orders/order.entity';
import { CatalogStockClient } from '../stock/catalog-stock.client';
import { PaymentConfirmation } from './payment-confirmation.service';
import { PaymentEntity } from './payment.entity';
import { RazorpayClient } from './razorpay/razorpay-client';
import { paymentSignatureValid } from './razorpay/razorpay-signature';
import { recordUnverifiedCallback, type UnverifiedCallback } from './unverified-callbacks';

export const ORDER_NOT_FOUND = 'Order not found';
export const BAD_SIGNATURE = 'razorpay_signature: Payment signature does not match';

/** Prepaid orders: a Razorpay order to pay, and the payment's confirmation. */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly razorpay: RazorpayClient,
    private readonly confirmation: PaymentConfirmation,
    private readonly stock: CatalogStockClient,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {}

  /** What the page needs to open Razorpay for one of the shopper's own unpaid Prepaid orders. */
  async checkout(customer: SessionCustomer, orderId: string): Promise<RazorpayOrderResponse> {
    const order = await this.dataSource
      .getRepository(OrderEntity)
      .findOneBy({ id: orderId, userId: customer.userId });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    if (order.paymentMethod !== 'Prepaid')
      throw new ConflictException('This order is paid by cash on delivery');
    if (order.paymentStatus === 'paid') throw new ConflictException('This order is already paid');
    if (order.status === 'cancelled') throw new ConflictException('This order was cancelled');
    const payment = await this.razorpayOrderFor(order);
    return {
      orderId: order.id,
      razorpayOrderId: payment.razorpayOrderId,
      keyId: this.razorpay.keyId,
      amount: toPaise(payment.amount),
      currency: payment.currency,
      name: this.config.env.SELLER_NAME,
      description: `Festival gift order ${formatOrderNumber(order.orderNumber)}`,
      prefill: { name: order.customerName, email: order.customerEmail, contact: order.customerPhone },
      checkout:
        razorpayCheckoutKind(this.config) === 'script'
          ? { kind: 'script', scriptUrl: this.config.env.RAZORPAY_CHECKOUT_SCRIPT_URL }
          : {
              kind: 'redirect',
              url: razorpayHostedCheckoutUrl(this.config),
              callbackUrl: absoluteUrl(this.config.env.PUBLIC_URL, '/api/payments/razorpay/callback'),
              cancelUrl: absoluteUrl(this.config.env.PUBLIC_URL, '/payment?payment=cancelled'),
            },
    };
  }

  /**
   * Checks Razorpay's signature against the Razorpay order we stored and marks the order paid.
   * With `customer` (POST /verify) the order must be theirs; the redirect callback has no
   * session (it arrives from Razorpay's page), and the signature alone proves the payment.
   */
  async confirm(
    result: RazorpayPaymentResult,
    customer: SessionCustomer | null,
  ): Promise<{ orderId: string; orderNumber: string }> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const payment = await manager.findOne(PaymentEntity, {
        where: { razorpayOrderId: result.razorpay_order_id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!payment) throw new NotFoundException(ORDER_NOT_FOUND);
      if (customer) {
        const owned = await manager.countBy(OrderEntity, { id: payment.orderId, userId: customer.userId });
        if (owned === 0) throw new NotFoundException(ORDER_NOT_FOUND);
      }
      const valid = paymentSignatureValid(
        this.config.env.RAZORPAY_KEY_SECRET,
        payment.razorpayOrderId,
        result.razorpay_payment_id,
        result.razorpay_signature,
      );
      if (!valid) throw new BadRequestException(BAD_SIGNATURE);
      return this.confirmation.paid(manager, payment, result.razorpay_payment_id, 'customer');
    });
    if (outcome.outcome === 'paid' && outcome.order.status !== 'cancelled') {
      await this.stock.commitQuietly(outcome.order.id);
    }
    return { orderId: outcome.order.id, orderNumber: formatOrderNumber(outcome.order.orderNumber) };
  }

  /**
   * Razorpay's redirect reported a failed attempt. That report carries no signature, so anyone
   * can post it: it changes nothing (the signed webhook payment.failed records the failure) and
   * is only kept, with the request id of its log lines, in orders.unverified_callbacks.
   */
  async unverifiedFailure(callback: UnverifiedCallback): Promise<void> {
    await recordUnverifiedCallback(this.dataSource, callback);
    this.logger.warn(
      { requestId: callback.requestId, razorpayOrderId: callback.claimedOrderId },
      'Unsigned Razorpay failure callback recorded; the payment is left as it was',
    );
  }

  /** The Razorpay order of an order: the one made before (any attempt may still pay it), else a new one. */
  private async razorpayOrderFor(order: OrderEntity): Promise<PaymentEntity> {
    const payments = this.dataSource.getRepository(PaymentEntity);
    const existing = await payments.findOne({
      where: { orderId: order.id, status: In(['created', 'failed']) },
      order: { createdAt: 'DESC' },
    });
    if (existing) return existing;
    try {
      const created = await this.razorpay.createOrder({
        amountPaise: toPaise(order.total),
        receipt: formatOrderNumber(order.orderNumber),
        notes: { orderId: order.id },
      });
      return await payments.save(
        payments.create({
          orderId: order.id,
          razorpayOrderId: created.id,
          amount: order.total,
          currency: created.currency,
          status: 'created',
        }),
      );
    } catch (error) {
      this.logger.warn({ orderId: order.id, err: (error as Error).message }, 'Razorpay order not created');
      throw new ServiceUnavailableException(
        'Online payment is unavailable just now. Please try again in a moment.',
      );
    }
  }
}
