import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomerOrdersModule } from '../customer-orders/customer-orders.module';
import { OrderEntity } from '../orders/order.entity';
import { ReturnRequestEntity } from '../returns/return-request.entity';
import { AdminOrdersController } from './admin-orders.controller';
import { OrdersStatsController } from './orders-stats.controller';

/** What the back office reads from the orders schema: the two lists and the dashboard figures;
 * what it does to one: a status change or a cancel. */
@Module({
  imports: [TypeOrmModule.forFeature([OrderEntity, ReturnRequestEntity]), CustomerOrdersModule],
  controllers: [AdminOrdersController, OrdersStatsController],
})
export class AdminModule {}
