import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module';
import { ServiceabilityModule } from '../shipping/serviceability/serviceability.module';
import { StockModule } from '../stock/stock.module';
import { OrderLock } from './order-lock';
import { OrderSettings } from './order-settings';
import { PlaceOrderController } from './place-order.controller';
import { PlaceOrderService } from './place-order.service';

/** Placing orders (POST /api/shiprocket/orders). */
@Module({
  imports: [StockModule, ServiceabilityModule, OutboxModule],
  controllers: [PlaceOrderController],
  providers: [PlaceOrderService, OrderLock, OrderSettings],
})
export class OrdersModule {}
