import { Module } from '@nestjs/common';
import { ServerKitModule } from '@festive/server-kit';
import { ChatModule } from './chat/chat.module';
import { supportChatConfigOptions } from './config/support-chat-config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** The HTTP app: the support chat calls. */
@Module({
  imports: [
    ServerKitModule.forRoot({
      service: 'support-chat',
      entities: ENTITIES,
      migrations: MIGRATIONS,
      config: supportChatConfigOptions,
    }),
    ChatModule,
  ],
})
export class AppModule {}
