import { Controller, Get, UseGuards } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiExcludeController } from '@nestjs/swagger';
import type { CatalogStats } from '@festive/contracts';
import { InternalTokenGuard } from '@festive/server-kit';
import { Repository } from 'typeorm';
import { ProductEntity } from '../products/product.entity';

/** GET /internal/stats: the catalogue's figure of the admin dashboard. */
@ApiExcludeController()
@Controller('internal/stats')
@UseGuards(InternalTokenGuard)
export class CatalogStatsController {
  constructor(@InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>) {}

  @Get()
  async stats(): Promise<CatalogStats> {
    return { totalProducts: await this.products.count() };
  }
}
