import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  REFUND_TO_REQUIRED,
  RETURN_REFUSALS,
  type ParsedCreateReturn,
  type ReturnRequest,
} from '@festive/contracts';
import { SERVICE_CONFIG } from '@festive/server-kit';
import { DataSource, QueryFailedError } from 'typeorm';
import { toAdminReturn } from '../admin/admin-views';
import type { OrdersConfig } from '../config/orders-config';
import { OrderEntity } from '../orders/order.entity';
import { ORDER_NOT_FOUND } from '../payments/payments.service';
import { returnEligibility } from './return-window';
import { ReturnRequestEntity } from './return-request.entity';

/**
 * PostgreSQL's unique_violation on the one-open-request-per-order index. Matched by name, so any
 * other unique violation stays an error to look at rather than passing for the customer's 409.
 */
const isSecondOpenRequest = (error: unknown) => {
  if (!(error instanceof QueryFailedError)) return false;
  const { code, constraint } = error.driverError as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'return_requests_one_open_per_order';
};

/** Return requests customers make from My Orders; the admin's Returns tab lists them. */
@Injectable()
export class ReturnsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {}

  /**
   * Records a return request for one of the customer's orders. The order row is locked while
   * the rules are checked, and the partial unique index catches what a lock cannot (two
   * requests racing past the check), so there is never more than one open request per order.
   */
  async create(userId: string, orderId: string, request: ParsedCreateReturn): Promise<ReturnRequest> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const order = await manager.findOne(OrderEntity, {
          where: { id: orderId, userId },
          lock: { mode: 'pessimistic_write' },
        });
        if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
        const latest = await manager.findOne(ReturnRequestEntity, {
          where: { orderId },
          order: { createdAt: 'DESC', id: 'DESC' },
        });
        const verdict = returnEligibility(
          order,
          latest?.status ?? null,
          new Date(),
          this.config.env.RETURN_WINDOW_DAYS,
        );
        if (!verdict.returnable) throw new ConflictException(verdict.refusal);
        // Cash on delivery has no payment to refund to: the shopper says where the money goes.
        if (order.paymentMethod === 'COD' && !request.refundTo)
          throw new BadRequestException(REFUND_TO_REQUIRED);
        const saved = await manager.save(
          manager.create(ReturnRequestEntity, {
            orderId,
            userId,
            customerName: order.customerName,
            customerEmail: order.customerEmail,
            customerPhone: order.customerPhone,
            reason: request.reason,
            description: request.description ?? null,
            refundTo: order.paymentMethod === 'COD' ? (request.refundTo ?? null) : null,
          }),
        );
        return toAdminReturn(saved, order.orderNumber);
      });
    } catch (error) {
      if (isSecondOpenRequest(error)) throw new ConflictException(RETURN_REFUSALS.alreadyOpen);
      throw error;
    }
  }
}
