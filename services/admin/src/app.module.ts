import { Module } from '@nestjs/common';
import { ServerKitModule } from '@festive/server-kit';
import { adminConfigOptions } from './config/admin-config';
import { DashboardModule } from './dashboard/dashboard.module';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { SignInModule } from './sign-in/sign-in.module';
import { AdminStatusController } from './status/admin-status.controller';

@Module({
  imports: [
    ServerKitModule.forRoot({
      service: 'admin',
      entities: ENTITIES,
      migrations: MIGRATIONS,
      config: adminConfigOptions,
    }),
    SignInModule,
    DashboardModule,
  ],
  controllers: [AdminStatusController],
})
export class AppModule {}
