import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QUEUES } from '@festive/contracts';
import { queuesRootModule, registerQueues } from '@festive/server-kit';
import { AssistantModule } from '../assistant/assistant.module';
import { ChatMessageEntity } from './chat-message.entity';
import { ChatSessionEntity } from './chat-session.entity';
import { ChatSessionsService } from './chat-sessions.service';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';

/** The chat calls. The HTTP process only adds escalation jobs; the worker process runs them. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ChatSessionEntity, ChatMessageEntity]),
    queuesRootModule(),
    registerQueues(QUEUES.supportEscalation),
    AssistantModule,
  ],
  controllers: [ChatController],
  providers: [ChatSessionsService, ChatService],
})
export class ChatModule {}
