import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ORDER_DESK_PAGE_SIZE,
  type OrderDeskPage,
  type ParsedOrderDeskQuery,
  type ParsedReturnDeskQuery,
  type ReturnDeskPage,
} from '@festive/contracts';
import { Brackets, DataSource, type SelectQueryBuilder, type WhereExpressionBuilder } from 'typeorm';
import { OrderEntity } from '../../orders/order.entity';
import { ReturnRequestEntity } from '../../returns/return-request.entity';
import { toAdminOrder, toAdminReturn } from '../admin-views';
import { dayRange, pageOf, phoneDigitsSql, type SearchKeys, searchKeys } from './desk-search';

/** One search key as a condition over the columns that hold it (any of them may match). */
function matchAny(where: WhereExpressionBuilder, keys: SearchKeys, columns: SearchColumns): void {
  if (keys.orderNumber !== undefined) where.orWhere(`${columns.orderNumber} = :orderNumber`);
  if (keys.phone !== undefined) {
    for (const column of columns.phones) where.orWhere(`${phoneDigitsSql(column)} = :phone`);
  }
  if (keys.awb !== undefined) where.orWhere(`${columns.awb} = :awb`);
  if (keys.namePattern !== undefined) where.orWhere(`${columns.name} ILIKE :namePattern ESCAPE '\\'`);
}

interface SearchColumns {
  orderNumber: string;
  phones: string[];
  awb: string;
  name: string;
}

/** Narrows `qb` by the search text, when there is one. */
function search<T extends object>(qb: SelectQueryBuilder<T>, q: string | undefined, columns: SearchColumns) {
  const keys = searchKeys(q);
  if (!keys) return;
  qb.andWhere(new Brackets((where) => matchAny(where, keys, columns)));
  qb.setParameters({ ...keys });
}

/** Keeps rows created within the IST days from..to (inclusive). */
function within<T extends object>(qb: SelectQueryBuilder<T>, column: string, from?: string, to?: string) {
  const { start, end } = dayRange(from, to);
  if (start) qb.andWhere(`${column} >= :start`, { start });
  if (end) qb.andWhere(`${column} < :end`, { end });
}

/**
 * The desk's two lists, filtered and paged in PostgreSQL, newest first (ties by id, so pages
 * never overlap). Orders are found by number (unique index), phone (the expression index of the
 * order-desk migration), AWB (partial index) or a part of the name (a scan of the orders that
 * the other filters leave; measured at about 0.15 s over 200 000 orders on two cores).
 */
@Injectable()
export class DeskListsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async orders(query: ParsedOrderDeskQuery): Promise<OrderDeskPage> {
    const { page, pageSize, offset } = pageOf(query, ORDER_DESK_PAGE_SIZE);
    const qb = this.dataSource.getRepository(OrderEntity).createQueryBuilder('o');
    search(qb, query.q, {
      orderNumber: 'o.order_number',
      phones: ['o.customer_phone'],
      awb: 'o.awb_code',
      name: 'o.customer_name',
    });
    if (query.status) qb.andWhere('o.status = :status', { status: query.status });
    if (query.payment) qb.andWhere('o.payment_status = :payment', { payment: query.payment });
    within(qb, 'o.created_at', query.from, query.to);
    const [rows, total] = await qb
      .orderBy('o.createdAt', 'DESC')
      .addOrderBy('o.id', 'ASC')
      .skip(offset)
      .take(pageSize)
      .getManyAndCount();
    return { items: rows.map(toAdminOrder), total, page, pageSize };
  }

  async returns(query: ParsedReturnDeskQuery): Promise<ReturnDeskPage> {
    const { page, pageSize, offset } = pageOf(query, ORDER_DESK_PAGE_SIZE);
    const qb = this.dataSource
      .getRepository(ReturnRequestEntity)
      .createQueryBuilder('r')
      .innerJoinAndSelect('r.order', 'o');
    search(qb, query.q, {
      orderNumber: 'o.order_number',
      phones: ['r.customer_phone', 'o.customer_phone'],
      awb: 'o.awb_code',
      name: 'r.customer_name',
    });
    if (query.status) qb.andWhere('r.status = :status', { status: query.status });
    within(qb, 'r.created_at', query.from, query.to);
    // A return has one order: the join never repeats a row, so LIMIT/OFFSET page it directly.
    const [rows, total] = await Promise.all([
      qb
        .clone()
        .orderBy('r.createdAt', 'DESC')
        .addOrderBy('r.id', 'ASC')
        .offset(offset)
        .limit(pageSize)
        .getMany(),
      qb.clone().getCount(),
    ]);
    return {
      items: rows.map((row) => toAdminReturn(row, row.order!.orderNumber)),
      total,
      page,
      pageSize,
    };
  }
}
