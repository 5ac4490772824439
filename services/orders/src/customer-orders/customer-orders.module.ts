import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InvoicesModule } from '../invoices/invoices.module';
import { OrderItemEntity } from '../orders/order-item.entity';
import { OrderEntity } from '../orders/order.entity';
import { ReturnRequestEntity } from '../returns/return-request.entity';
import { RefundEntity } from '../refunds/refund.entity';
import { ReturnsController } from '../returns/returns.controller';
import { ReturnsService } from '../returns/returns.service';
import { ShiprocketModule } from '../shipping/shiprocket/shiprocket.module';
import { StockModule } from '../stock/stock.module';
import { CustomerOrdersController } from './customer-orders.controller';
import { CustomerOrdersService } from './customer-orders.service';
import { InternalOrdersController } from './internal-orders.controller';
import { OrderCancellationService } from './order-cancellation.service';

/** The customer's side of orders: My Orders, invoice downloads, cancels, return requests, and the assistant's lookup. */
@Module({
  imports: [
    TypeOrmModule.forFeature([OrderEntity, OrderItemEntity, ReturnRequestEntity, RefundEntity]),
    InvoicesModule,
    ShiprocketModule,
    StockModule,
  ],
  controllers: [CustomerOrdersController, ReturnsController, InternalOrdersController],
  providers: [CustomerOrdersService, ReturnsService, OrderCancellationService],
  exports: [OrderCancellationService],
})
export class CustomerOrdersModule {}
