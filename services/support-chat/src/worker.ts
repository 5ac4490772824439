import 'reflect-metadata';
import { bootstrapWorker } from '@festive/server-kit';
import { WorkerModule } from './worker.module';

void bootstrapWorker({ name: 'support-chat', module: WorkerModule });
