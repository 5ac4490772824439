import { Module } from '@nestjs/common';
import { OrdersLookup } from './orders-lookup.service';

@Module({ providers: [OrdersLookup], exports: [OrdersLookup] })
export class OrdersLookupModule {}
