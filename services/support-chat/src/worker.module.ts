import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QUEUES } from '@festive/contracts';
import { ServerKitModule, queuesRootModule, registerQueues } from '@festive/server-kit';
import { ChatMessageEntity } from './chat/chat-message.entity';
import { ChatSessionEntity } from './chat/chat-session.entity';
import { supportChatConfigOptions } from './config/support-chat-config';
import { ENTITIES } from './entities';
import { EscalationMailer } from './escalation/escalation-mailer';
import { EscalationProcessor } from './escalation/escalation.processor';
import { EscalationReconciler } from './escalation/escalation-reconciler';
import { EscalationService } from './escalation/escalation.service';
import { MIGRATIONS } from './migrations';

/**
 * The worker process (never inside the HTTP process): the escalation processor,
 * and the reconciliation that re-queues live-agent requests whose job Redis lost.
 */
@Module({
  imports: [
    ServerKitModule.forRoot({
      service: 'support-chat',
      entities: ENTITIES,
      migrations: MIGRATIONS,
      config: supportChatConfigOptions,
    }),
    TypeOrmModule.forFeature([ChatSessionEntity, ChatMessageEntity]),
    queuesRootModule(),
    registerQueues(QUEUES.supportEscalation),
  ],
  providers: [EscalationMailer, EscalationService, EscalationProcessor, EscalationReconciler],
})
export class WorkerModule {}
