import { Module } from '@nestjs/common';
import { ServerKitModule } from '@festive/server-kit';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** The HTTP app. Its chat calls arrive with the support issue. */
@Module({
  imports: [ServerKitModule.forRoot({ service: 'support-chat', entities: ENTITIES, migrations: MIGRATIONS })],
})
export class AppModule {}
