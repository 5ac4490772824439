import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublicReadsModule } from '../public-reads/public-reads.module';
import { CurrencyController } from './currency.controller';
import { CurrencyEntity } from './currency.entity';

@Module({
  imports: [TypeOrmModule.forFeature([CurrencyEntity]), PublicReadsModule],
  controllers: [CurrencyController],
})
export class CurrencyModule {}
