import { Module } from '@nestjs/common';
import { CatalogStockClient } from './catalog-stock.client';

@Module({ providers: [CatalogStockClient], exports: [CatalogStockClient] })
export class StockModule {}
