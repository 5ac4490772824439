import { Module } from '@nestjs/common';
import { OtpStore } from '../otp/otp-store';
import { UsersModule } from '../users/users.module';
import { PhoneTrustController } from './phone-trust.controller';
import { SessionController } from './session.controller';

@Module({
  imports: [UsersModule],
  controllers: [SessionController, PhoneTrustController],
  providers: [OtpStore],
})
export class SessionModule {}
