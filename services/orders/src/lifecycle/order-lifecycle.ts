import { ConflictException } from '@nestjs/common';
import {
  type OrderLifecycleField,
  orderStatusLabel,
  paymentStatusLabel,
  shippingStatusLabel,
} from '@festive/contracts';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '@festive/server-kit';
import { OrderTransitionEntity } from './order-transition.entity';
import { type LifecycleValue, allowedFrom, canTransition } from './transitions';

const LABEL: Record<OrderLifecycleField, (value: string) => string> = {
  status: orderStatusLabel,
  payment_status: paymentStatusLabel,
  shipping_status: shippingStatusLabel,
};
const WHAT: Record<OrderLifecycleField, string> = {
  status: 'An order',
  payment_status: 'A payment',
  shipping_status: 'A shipment booking',
};

/**
 * The transition table does not allow the move from the order's current state. It is a 409 to
 * an HTTP caller (a ConflictException, so the shared exception filter answers it) and nothing
 * was changed.
 */
export class IllegalTransitionError extends ConflictException {
  constructor(
    readonly orderId: string,
    readonly field: OrderLifecycleField,
    readonly from: string,
    readonly to: string,
  ) {
    super(`${WHAT[field]} that is ${LABEL[field](from)} cannot become ${LABEL[field](to)}`);
  }
}

export interface TransitionOptions {
  /** Who moves it: customer, admin, system:<job or loop>, provider:razorpay, provider:shiprocket. */
  actor: string;
  reason?: string | null;
  /** A further SQL condition over the order's columns; when it does not hold nothing moves ('refused'). */
  when?: string;
  /** Other columns (snake_case) set in the same UPDATE; set too when the order is in `to` already. */
  set?: Record<string, unknown>;
  /**
   * A move the table does not allow throws IllegalTransitionError; 'skip' answers 'illegal'
   * instead, for late or replayed provider messages that must be acknowledged, not failed.
   */
  onIllegal?: 'throw' | 'skip';
}

export interface TransitionResult {
  /** moved; unchanged (already there); refused (`when` did not hold); illegal (skipped); missing order. */
  outcome: 'moved' | 'unchanged' | 'refused' | 'illegal' | 'missing';
  from: string | null;
}

const COLUMN = /^[a-z_]+$/;

/**
 * The one writer of an order's status, payment status and shipping status. Within the caller's
 * transaction it locks the order row, checks the move against the transition table, updates the
 * column only while it still holds an allowed state, and records the move in order_transitions,
 * so the column and its history never disagree.
 */
export const OrderLifecycle = {
  async transition<F extends OrderLifecycleField>(
    manager: EntityManager,
    orderId: string,
    field: F,
    to: LifecycleValue<F>,
    options: TransitionOptions,
  ): Promise<TransitionResult> {
    const extra = Object.entries(options.set ?? {});
    for (const [column] of extra) {
      if (!COLUMN.test(column)) throw new Error(`not a column name: ${column}`);
    }
    const assignments = extra.map(([column], i) => `, "${column}" = $${i + 3}`).join('');
    const values = extra.map(([, value]) => value);
    const condition = options.when ? ` AND (${options.when})` : '';
    const after = extra.length + 3;

    // The usual case in one statement: lock the row, move it when the table allows the move from
    // its current state and `when` holds, and record the move. The locking subquery hands the
    // UPDATE the state it had, which RETURNING alone (the new row) cannot.
    const {
      rows: [moved],
    } = await preparedQuery<{ from_value: string }>(
      manager,
      `WITH moved AS (
         UPDATE orders.orders SET "${field}" = $2, updated_at = now()${assignments}
         FROM (SELECT id AS locked_id, "${field}" AS from_value FROM orders.orders
               WHERE id = $1 FOR UPDATE) locked
         WHERE id = locked_id AND from_value = ANY($${after}::text[]) AND from_value <> $2${condition}
         RETURNING from_value
       ), recorded AS (
         INSERT INTO orders.order_transitions (order_id, field, from_value, to_value, actor, reason, created_at)
         SELECT $1, $${after + 1}, from_value, $2, $${after + 2}, $${after + 3}, clock_timestamp() FROM moved
       )
       SELECT from_value FROM moved`,
      [orderId, to, ...values, allowedFrom(field, to), field, options.actor, options.reason ?? null],
    );
    if (moved) return { outcome: 'moved', from: moved.from_value };

    // It did not move: find out why from the state it is in (the row is locked already).
    const [row] = (await manager.query(
      `SELECT "${field}" AS value FROM orders.orders WHERE id = $1 FOR UPDATE`,
      [orderId],
    )) as { value: string }[];
    if (!row) return { outcome: 'missing', from: null };
    const from = row.value;
    if (from === to) {
      if (extra.length > 0) {
        await manager.query(
          `UPDATE orders.orders SET updated_at = now()${assignments}
           WHERE id = $1 AND "${field}" = $2${condition}`,
          [orderId, to, ...values],
        );
      }
      return { outcome: 'unchanged', from };
    }
    if (!canTransition(field, from, to)) {
      if (options.onIllegal === 'skip') return { outcome: 'illegal', from };
      throw new IllegalTransitionError(orderId, field, from, to);
    }
    return { outcome: 'refused', from };
  },

  /** The order's recorded moves, oldest first. */
  history(manager: EntityManager, orderId: string): Promise<OrderTransitionEntity[]> {
    return manager.find(OrderTransitionEntity, {
      where: { orderId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  },
};
