import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  type ProductLookupRequest,
  type ProductLookupResponse,
  productLookupRequestSchema,
} from '@festive/contracts';
import { InternalTokenGuard, ZodPipe } from '@festive/server-kit';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { ProductEntity } from '../products/product.entity';

/**
 * POST /internal/products/lookup: today's name, price, image and stock of some products, for
 * the orders service (the persisted cart re-reads prices and caps quantities at stock). Not
 * routed by the gateway; only holders of INTERNAL_TOKEN get through.
 */
@ApiExcludeController()
@Controller('internal/products')
@UseGuards(InternalTokenGuard)
export class ProductLookupController {
  constructor(@InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>) {}

  @Post('lookup')
  @HttpCode(200)
  async lookup(
    @Body(new ZodPipe(productLookupRequestSchema)) { ids }: ProductLookupRequest,
  ): Promise<ProductLookupResponse> {
    const rows = await this.products.find({
      select: { id: true, name: true, price: true, image: true, stock: true },
      where: { id: In([...new Set(ids)]) },
    });
    return {
      products: rows.map(({ id, name, price, image, stock }) => ({ id, name, price, image, stock })),
    };
  }
}
