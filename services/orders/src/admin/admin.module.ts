import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrderEntity } from '../orders/order.entity';
import { ReturnRequestEntity } from '../returns/return-request.entity';
import { AdminOrdersController } from './admin-orders.controller';
import { OrdersStatsController } from './orders-stats.controller';

/** What the back office reads from the orders schema: the two lists and the dashboard figures. */
@Module({
  imports: [TypeOrmModule.forFeature([OrderEntity, ReturnRequestEntity])],
  controllers: [AdminOrdersController, OrdersStatsController],
})
export class AdminModule {}
