import { ChannelListener } from '@festive/server-kit';
import type { DataSource } from 'typeorm';

/**
 * The PostgreSQL channel outbox writers notify and the relay listens on. PostgreSQL delivers a
 * notification only when the writer's transaction commits (several of one transaction as one)
 * and never for a rolled-back one, so the relay never looks for rows that are not there yet. A
 * lost wake costs only latency: the relay still polls.
 */
export const OUTBOX_CHANNEL = 'orders_outbox';

/**
 * A wake names the rows written (ids joined by commas) when there are at most this many, within
 * PostgreSQL's 8,000 bytes of payload; a bigger write wakes with no ids, and the relay searches.
 */
export const MAX_IDS_PER_WAKE = 100;

/**
 * Holds one database connection LISTENing on the outbox channel and calls `onWake` for every
 * notification with the ids it names, and with none once after each (re)connection, for rows
 * written while nobody listened. A broken connection is logged and replaced after `retryMs`;
 * meanwhile the relay's polling carries on alone.
 */
export class OutboxListener extends ChannelListener {
  constructor(dataSource: DataSource, onWake: (ids: string[]) => void, retryMs: number) {
    super(dataSource, OUTBOX_CHANNEL, {
      onNotification: (payload) => onWake(payload ? payload.split(',') : []),
      onListening: () => onWake([]),
      retryMs,
      name: 'outbox listener',
      meanwhile: 'relay polls meanwhile',
    });
  }
}
