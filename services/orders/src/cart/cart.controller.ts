import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { errorBodySchema, putCartSchema, serverCartSchema, type ServerCart } from '@festive/contracts';
import {
  ApiZodBody,
  ApiZodResponse,
  CurrentCustomer,
  CustomerGuard,
  ZodPipe,
  type SessionCustomer,
} from '@festive/server-kit';
import { CATALOGUE_UNAVAILABLE } from './catalog-products.client';
import { CartService } from './cart.service';
import type { WantedLine } from './cart-lines';

/** The signed-in shopper's cart, kept server-side so it follows them to another device. */
@ApiTags('cart')
@Controller('api/cart')
@UseGuards(CustomerGuard)
export class CartController {
  constructor(private readonly cart: CartService) {}

  /** GET /api/cart: the stored lines with today's price and stock. */
  @Get()
  @ApiZodResponse(serverCartSchema)
  @ApiZodResponse(errorBodySchema, 401, 'Please sign in')
  @ApiZodResponse(errorBodySchema, 503, CATALOGUE_UNAVAILABLE)
  read(@CurrentCustomer() customer: SessionCustomer): Promise<ServerCart> {
    return this.cart.read(customer.userId);
  }

  /** PUT /api/cart: replaces the cart; answers what was stored (capped at stock). */
  @Put()
  @ApiZodBody(putCartSchema)
  @ApiZodResponse(serverCartSchema)
  @ApiZodResponse(errorBodySchema, 400, 'A line is invalid or a product is listed twice')
  @ApiZodResponse(errorBodySchema, 401, 'Please sign in')
  @ApiZodResponse(errorBodySchema, 503, CATALOGUE_UNAVAILABLE)
  replace(
    @CurrentCustomer() customer: SessionCustomer,
    @Body(new ZodPipe(putCartSchema)) body: { items: WantedLine[] },
  ): Promise<ServerCart> {
    return this.cart.replace(customer.userId, body.items);
  }
}
