import { BullModule } from '@nestjs/bullmq';
import type { DynamicModule } from '@nestjs/common';
import type { QueueName } from '@festive/contracts';
import type { ServiceConfig } from '../config/env';
import { SERVICE_CONFIG } from '../tokens';
import { queueOptions } from './bullmq';

/**
 * BullMQ for Nest (@nestjs/bullmq) on the service's Redis with the `<REDIS_PREFIX>:bull` prefix.
 * Import it next to ServerKitModule, in modules that only worker.ts (or a producer) loads.
 */
export function queuesRootModule(): DynamicModule {
  return BullModule.forRootAsync({
    inject: [SERVICE_CONFIG],
    useFactory: (config: ServiceConfig) => queueOptions(config),
  });
}

/**
 * Registers queues by their contracts names: makes `@InjectQueue(name)` available and, in a
 * worker, starts the `@Processor(name)` workers (@nestjs/bullmq only runs its processor
 * explorer for registered queues).
 */
export function registerQueues(...names: QueueName[]): DynamicModule {
  return BullModule.registerQueue(...names.map((name) => ({ name })));
}
