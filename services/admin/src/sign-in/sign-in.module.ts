import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminPassword } from '../password/admin-password';
import { AdminSignIn } from '../sign-ins/admin-sign-in.entity';
import { AdminPasswordStrategy } from './admin-password.strategy';
import { SignInController } from './sign-in.controller';

@Module({
  imports: [TypeOrmModule.forFeature([AdminSignIn])],
  controllers: [SignInController],
  providers: [AdminPassword, AdminPasswordStrategy],
})
export class SignInModule {}
