import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { placeOrderSchema, priceMismatchSchema, Reservation } from '@festive/contracts';
import { currentRequestId, phoneTrust, type SessionCustomer } from '@festive/server-kit';
import { DataSource } from 'typeorm';
import { confirmedOrderJobs } from '../outbox/outbox';
import { OutboxPublisher } from '../outbox/outbox-publisher.service';
import { ServiceabilityService } from '../shipping/serviceability/serviceability.service';
import { CatalogStockClient, ReservationFailure } from '../stock/catalog-stock.client';
import { type IdempotencyPlan, planIdempotency } from './idempotency';
import { OrderLock } from './order-lock';
import { lineSubtotal, priceOrder } from './order-pricing';
import { OrderSettings } from './order-settings';
import { findPlacedOrder, insertPlacedOrder, type PlacedOrder } from './placed-order-sql';

export type PlaceOrderInput = ReturnType<typeof placeOrderSchema.parse>;
export type PriceMismatch = ReturnType<typeof priceMismatchSchema.parse>;

export type PlaceOrderOutcome =
  { kind: 'placed'; order: PlacedOrder } | { kind: 'price-mismatch'; body: PriceMismatch };

export const PRICE_MISMATCH_MESSAGE =
  'Prices have changed since these gifts were added to your cart. Please review the new total.';
const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different order';
const UNAVAILABLE_MESSAGE = 'We could not place your order just now. Please try again in a moment.';
export const PHONE_NOT_VERIFIED_MESSAGE =
  'customerPhone: Please verify this phone number with the one-time code we send to it';

/**
 * Placing an order, a saga: (1) catalog holds the stock and names the prices,
 * (2) the order, its lines and its jobs are written in one statement, (3) anything failing
 * after (1) gives the stock back. One idempotency key is one order, however often it is sent.
 */
@Injectable()
export class PlaceOrderService {
  private readonly logger = new Logger(PlaceOrderService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lock: OrderLock,
    private readonly stock: CatalogStockClient,
    private readonly serviceability: ServiceabilityService,
    private readonly settings: OrderSettings,
    private readonly outbox: OutboxPublisher,
  ) {}

  async place(input: {
    customer: SessionCustomer;
    sessionId: string;
    idempotencyKey: string | undefined;
    order: PlaceOrderInput;
  }): Promise<PlaceOrderOutcome> {
    const { customer, order } = input;
    this.checkPhoneVerified(customer, order.customerPhone);
    const ids = order.items.map((item) => item.id);
    if (new Set(ids).size !== ids.length)
      throw new BadRequestException('items: each gift may appear only once');
    const plan = planIdempotency({
      userId: customer.userId,
      sessionId: input.sessionId,
      headerKey: input.idempotencyKey,
      request: order,
    });
    return this.lock.run(plan.orderId, async () => {
      const existing = await findPlacedOrder(this.dataSource.manager, plan.orderId);
      if (existing) return this.replay(existing, plan);
      await this.checkDelivery(order);
      const reservation = await this.reserve(plan.orderId, order);
      const priced = priceOrder(reservation.lines, order.items, order.total);
      if (priced.changedPrices.length > 0 || priced.totalDiffers) {
        await this.stock.releaseQuietly(plan.orderId);
        return {
          kind: 'price-mismatch',
          body: {
            message: PRICE_MISMATCH_MESSAGE,
            total: priced.total,
            items: reservation.lines.map((line) => ({ id: line.productId, price: line.price })),
          },
        };
      }
      const written = await this.write(plan, customer, order, reservation, priced.total);
      // Stock of a Prepaid order stays only reserved until it is paid: unpaid, the reaper frees it.
      if (written.paymentMethod === 'COD') await this.stock.commitQuietly(written.id);
      return { kind: 'placed', order: written };
    });
  }

  private replay(existing: PlacedOrder, plan: IdempotencyPlan): PlaceOrderOutcome {
    if (existing.requestHash !== null && existing.requestHash !== plan.requestHash) {
      throw new ConflictException(KEY_REUSED_MESSAGE);
    }
    return { kind: 'placed', order: existing };
  }

  /**
   * An order goes to a phone this session proved by a one-time code within TRUSTED_PHONE_DAYS: a
   * different phone, or a verification older than the window, needs a new code first (the
   * checkout asks identity, but a request can say anything). A session written before sign-ins
   * kept their time is no older than the session itself and is taken as it was.
   */
  private checkPhoneVerified(customer: SessionCustomer, phone: string): void {
    const trust = phoneTrust(customer, phone, this.settings.trustedPhoneDays);
    if (trust === 'other-phone' || trust === 'stale')
      throw new ForbiddenException(PHONE_NOT_VERIFIED_MESSAGE);
  }

  /** The pincode check, enforced here too: the page disables COD, but a request can say anything. */
  private async checkDelivery(order: PlaceOrderInput): Promise<void> {
    const answer = await this.serviceability.check(order.customerPincode);
    if (!answer.checked) return;
    if (!answer.deliverable) {
      throw new BadRequestException(`customerPincode: We do not deliver to ${order.customerPincode} yet`);
    }
    if (order.paymentMethod === 'COD' && !answer.codAvailable) {
      throw new BadRequestException(
        `paymentMethod: Cash on delivery is not available for pincode ${order.customerPincode}`,
      );
    }
  }

  private async reserve(orderId: string, order: PlaceOrderInput): Promise<Reservation> {
    try {
      return await this.stock.reserve({
        orderId,
        lines: order.items.map((item) => ({ productId: item.id, quantity: item.quantity })),
      });
    } catch (error) {
      if (!(error instanceof ReservationFailure) || error.reason === 'unavailable') {
        // The reservation may have happened with only the answer lost: give it back.
        await this.stock.releaseQuietly(orderId);
        this.logger.warn({ orderId, err: (error as Error).message }, 'stock could not be reserved');
        throw new ServiceUnavailableException(UNAVAILABLE_MESSAGE);
      }
      throw new ConflictException(error.message);
    }
  }

  private async write(
    plan: IdempotencyPlan,
    customer: SessionCustomer,
    order: PlaceOrderInput,
    reservation: Reservation,
    total: string,
  ): Promise<PlacedOrder> {
    try {
      // Cash on delivery ships at once; a Prepaid order waits for its payment (payments/).
      const confirmedJobs =
        order.paymentMethod === 'COD' ? confirmedOrderJobs(plan.orderId, currentRequestId()) : [];
      const written = await insertPlacedOrder(
        this.dataSource.manager,
        {
          id: plan.orderId,
          userId: customer.userId,
          idempotencyKey: plan.key,
          requestHash: plan.requestHash,
          customerName: order.customerName,
          customerEmail: order.customerEmail,
          customerPhone: order.customerPhone,
          customerAddress: order.customerAddress,
          customerCity: order.customerCity,
          customerState: order.customerState,
          customerPincode: order.customerPincode,
          total,
          paymentMethod: order.paymentMethod,
          paymentStatus: order.paymentMethod === 'COD' ? 'cod' : 'pending',
        },
        reservation.lines.map((line) => ({
          productId: line.productId,
          productName: line.name,
          productSku: line.sku,
          productImage: line.image,
          quantity: line.quantity,
          price: line.price,
          subtotal: lineSubtotal(line.price, line.quantity),
          hsnCode: line.hsnCode ?? this.settings.defaultHsn,
          gstRate: line.gstRate ?? this.settings.defaultGstRate,
        })),
        confirmedJobs,
      );
      this.outbox.publishCommitted(written.jobs);
      return written.order;
    } catch (error) {
      const twin = await findPlacedOrder(this.dataSource.manager, plan.orderId).catch(() => null);
      if (twin) return twin;
      await this.stock.releaseQuietly(plan.orderId);
      this.logger.error(
        { orderId: plan.orderId, err: (error as Error).message },
        'order not written; stock released',
      );
      throw new ServiceUnavailableException(UNAVAILABLE_MESSAGE);
    }
  }
}
