import { Module } from '@nestjs/common';
import { QUEUES } from '@festive/contracts';
import { ServerKitModule, queuesRootModule, registerQueues } from '@festive/server-kit';
import { ENTITIES } from './entities';
import { EscalationProcessor } from './escalation/escalation.processor';
import { MIGRATIONS } from './migrations';

/** The worker process (design.md §3: never inside the HTTP process): BullMQ processors only. */
@Module({
  imports: [
    ServerKitModule.forRoot({ service: 'support-chat', entities: ENTITIES, migrations: MIGRATIONS }),
    queuesRootModule(),
    registerQueues(QUEUES.supportEscalation),
  ],
  providers: [EscalationProcessor],
})
export class WorkerModule {}
