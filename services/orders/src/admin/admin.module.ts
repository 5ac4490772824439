import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomerOrdersModule } from '../customer-orders/customer-orders.module';
import { OrderEntity } from '../orders/order.entity';
import { ReturnRequestEntity } from '../returns/return-request.entity';
import { AdminOrdersController } from './admin-orders.controller';
import { OrdersStatsController } from './orders-stats.controller';
import { OrderDeskModule } from './order-desk/order-desk.module';

/** What the back office reads from the orders schema: the two lists, the order desk and the
 * dashboard figures; what it does to one: a status change, a cancel, the desk's repairs. */
@Module({
  imports: [
    TypeOrmModule.forFeature([OrderEntity, ReturnRequestEntity]),
    CustomerOrdersModule,
    OrderDeskModule,
  ],
  controllers: [AdminOrdersController, OrdersStatsController],
})
export class AdminModule {}
