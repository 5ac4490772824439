import { Module } from '@nestjs/common';
import { ServerKitModule } from '@festive/server-kit';
import { AddressesModule } from './addresses/addresses.module';
import { identityConfigOptions } from './config/identity-config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { OtpModule } from './otp/otp.module';
import { SessionModule } from './session/session.module';

@Module({
  imports: [
    ServerKitModule.forRoot({
      service: 'identity',
      entities: ENTITIES,
      migrations: MIGRATIONS,
      config: identityConfigOptions,
    }),
    SessionModule,
    OtpModule,
    AddressesModule,
  ],
})
export class AppModule {}
