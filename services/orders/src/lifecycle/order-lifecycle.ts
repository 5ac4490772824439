import { ConflictException } from '@nestjs/common';
import {
  type OrderLifecycleField,
  type OrderStatus,
  orderStatusLabel,
  paymentStatusLabel,
  shippingStatusLabel,
} from '@festive/contracts';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '@festive/server-kit';
import { insertOutboxRows, type OutboxMessage, type OutboxRow, outboxColumns } from '../outbox/outbox';
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
/**
 * The parts of a move's UPDATE that come from its options: the other columns it sets (parameters
 * from $3 on), their values, the `when` condition, and the number of the first parameter after them.
 */
function updateParts(options: TransitionOptions) {
  const extra = Object.entries(options.set ?? {});
  for (const [column] of extra) {
    if (!COLUMN.test(column)) throw new Error(`not a column name: ${column}`);
  }
  return {
    assignments: extra.map(([column], i) => `, "${column}" = $${i + 3}`).join(''),
    values: extra.map(([, value]) => value),
    condition: options.when ? ` AND (${options.when})` : '',
    after: extra.length + 3,
  };
}

/** The order's status moved along with another field's move (`transitionWithStatus`). */
export interface StatusAlongside {
  to: OrderStatus;
  reason?: string | null;
  /** Written when, and only when, the status moved (the customer's message about it). */
  outbox: OutboxMessage[];
}

export interface MovedWithStatus {
  /** The state the first field moved from. */
  from: string;
  statusMoved: boolean;
  /** The outbox rows written (none unless the status moved), for the publisher. */
  jobs: OutboxRow[];
}

export const OrderLifecycle = {
  async transition<F extends OrderLifecycleField>(
    manager: EntityManager,
    orderId: string,
    field: F,
    to: LifecycleValue<F>,
    options: TransitionOptions,
  ): Promise<TransitionResult> {
    const { assignments, values, condition, after } = updateParts(options);

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
      if (values.length > 0) {
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

  /**
   * The usual case of a move that confirms, ships or otherwise moves the order's status as well,
   * as one statement committed by itself: the field moves (as `transition` would move it), the
   * status moves in the same UPDATE where the table allows it from the status the order has
   * (skipped otherwise, as `onIllegal: 'skip'`), both moves are recorded, and the status's
   * outbox rows are written when it moved. Answers null when the field did not move (any state
   * but the usual, `when` not holding, no such order): then nothing was changed, and the caller
   * makes the moves one by one in a transaction, where `transition` says why.
   */
  async transitionWithStatus<F extends Exclude<OrderLifecycleField, 'status'>>(
    manager: EntityManager,
    orderId: string,
    field: F,
    to: LifecycleValue<F>,
    options: TransitionOptions,
    status: StatusAlongside,
  ): Promise<MovedWithStatus | null> {
    const { assignments, values, condition, after } = updateParts(options);
    const p = (offset: number) => `$${after + offset}`;
    const {
      rows: [moved],
    } = await preparedQuery<{ from_value: string; status_moved: boolean; jobs: OutboxRow[] | null }>(
      manager,
      `WITH locked AS (
         SELECT id AS locked_id, "${field}" AS from_value, status AS status_from FROM orders.orders
         WHERE id = $1 FOR UPDATE
       ), moved AS (
         UPDATE orders.orders SET "${field}" = $2, updated_at = now()${assignments},
           status = CASE WHEN status_from = ANY(${p(4)}::text[]) THEN ${p(5)}::text ELSE status END
         FROM locked
         WHERE id = locked_id AND from_value = ANY(${p(0)}::text[]) AND from_value <> $2${condition}
         RETURNING from_value, status_from, status AS status_to
       ), recorded AS (
         INSERT INTO orders.order_transitions (order_id, field, from_value, to_value, actor, reason, created_at)
         SELECT $1, ${p(1)}, from_value, $2, ${p(2)}, ${p(3)}, clock_timestamp() FROM moved
         UNION ALL
         SELECT $1, 'status', status_from, status_to, ${p(2)}, ${p(6)}, clock_timestamp() FROM moved
         WHERE status_to <> status_from
       ), jobs AS (
         ${insertOutboxRows(p(7), p(8), 'EXISTS (SELECT 1 FROM moved WHERE status_to <> status_from)')}
       )
       SELECT from_value, status_to <> status_from AS status_moved, (SELECT json_agg(jobs) FROM jobs) AS jobs
       FROM moved`,
      [
        orderId,
        to,
        ...values,
        allowedFrom(field, to),
        field,
        options.actor,
        options.reason ?? null,
        allowedFrom('status', status.to),
        status.to,
        status.reason ?? null,
        ...outboxColumns(status.outbox),
      ],
    );
    if (!moved) return null;
    return { from: moved.from_value, statusMoved: moved.status_moved, jobs: moved.jobs ?? [] };
  },

  /** The order's recorded moves, oldest first. */
  history(manager: EntityManager, orderId: string): Promise<OrderTransitionEntity[]> {
    return manager.find(OrderTransitionEntity, {
      where: { orderId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  },
};
