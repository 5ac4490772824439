import { Module } from '@nestjs/common';
import { ServerKitModule } from '@festive/server-kit';
import { AdminModule } from './admin/admin.module';
import { ordersConfigOptions } from './config/orders-config';
import { CartModule } from './cart/cart.module';
import { CustomerOrdersModule } from './customer-orders/customer-orders.module';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { OrdersModule } from './orders/orders.module';
import { PaymentsModule } from './payments/payments.module';
import { ReturnDecisionsModule } from './returns/return-decisions.module';
import { TrackingModule } from './shipping/tracking/tracking.module';
import { OutboxModule } from './outbox/outbox.module';

/** The HTTP app: placing orders, My Orders and returns, carts, payments, webhooks, the admin lists. */
@Module({
  imports: [
    ServerKitModule.forRoot({
      service: 'orders',
      entities: ENTITIES,
      migrations: MIGRATIONS,
      config: ordersConfigOptions,
    }),
    AdminModule,
    OrdersModule,
    PaymentsModule,
    TrackingModule,
    CartModule,
    CustomerOrdersModule,
    ReturnDecisionsModule,
    OutboxModule,
  ],
})
export class AppModule {}
