import { Module } from '@nestjs/common';
import { OutboxPublisher } from './outbox-publisher.service';

/** The outbox's publisher, in every process that writes outbox rows (the HTTP app and the worker). */
@Module({ providers: [OutboxPublisher], exports: [OutboxPublisher] })
export class OutboxModule {}
