import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminPassword } from '../password/admin-password';
import { AdminSignIn } from '../sign-ins/admin-sign-in.entity';
import { AdminPasswordStrategy } from './admin-password.strategy';
import { SignInController } from './sign-in.controller';
import { SignInLimiter } from './sign-in-limiter';

@Module({
  imports: [TypeOrmModule.forFeature([AdminSignIn])],
  controllers: [SignInController],
  providers: [AdminPassword, SignInLimiter, AdminPasswordStrategy],
})
export class SignInModule {}
