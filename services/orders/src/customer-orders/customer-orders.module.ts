import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InvoicesModule } from '../invoices/invoices.module';
import { OrderItemEntity } from '../orders/order-item.entity';
import { OrderEntity } from '../orders/order.entity';
import { ReturnRequestEntity } from '../returns/return-request.entity';
import { ReturnsController } from '../returns/returns.controller';
import { ReturnsService } from '../returns/returns.service';
import { CustomerOrdersController } from './customer-orders.controller';
import { CustomerOrdersService } from './customer-orders.service';
import { InternalOrdersController } from './internal-orders.controller';

/** The customer's side of orders: My Orders, invoice downloads, return requests, and the assistant's lookup. */
@Module({
  imports: [TypeOrmModule.forFeature([OrderEntity, OrderItemEntity, ReturnRequestEntity]), InvoicesModule],
  controllers: [CustomerOrdersController, ReturnsController, InternalOrdersController],
  providers: [CustomerOrdersService, ReturnsService],
})
export class CustomerOrdersModule {}
