import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SmsModule } from '../sms/sms.module';
import { UsersModule } from '../users/users.module';
import { OtpController } from './otp.controller';
import { OtpRecordEntity } from './otp-record.entity';
import { OtpService } from './otp.service';
import { OtpStore } from './otp-store';
import { OtpStrategy } from './otp.strategy';

@Module({
  imports: [TypeOrmModule.forFeature([OtpRecordEntity]), SmsModule, UsersModule],
  controllers: [OtpController],
  providers: [OtpService, OtpStore, OtpStrategy],
})
export class OtpModule {}
