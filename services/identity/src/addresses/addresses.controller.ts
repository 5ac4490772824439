import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type Address,
  type MessageResponse,
  addressSchema,
  addressesResponseSchema,
  createAddressSchema,
  errorBodySchema,
  messageResponseSchema,
} from '@festive/contracts';
import {
  ApiZodBody,
  ApiZodResponse,
  CurrentCustomer,
  CustomerGuard,
  ParseUuidPipe,
  RateLimit,
  type SessionCustomer,
  ZodPipe,
} from '@festive/server-kit';
import { ADDRESS_NOT_FOUND, AddressesService, type NewAddress } from './addresses.service';

const addressId = () => new ParseUuidPipe({ message: ADDRESS_NOT_FOUND });

/** The signed-in customer's saved addresses. Another customer's address is a 404. */
@ApiTags('addresses')
@Controller('api/addresses')
@UseGuards(CustomerGuard)
@ApiZodResponse(errorBodySchema, 401, 'Not signed in')
@ApiZodResponse(errorBodySchema, 429, 'Too many address changes; Retry-After says how long to wait')
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(addressesResponseSchema)
  list(@CurrentCustomer() customer: SessionCustomer): Promise<Address[]> {
    return this.addresses.list(customer.userId);
  }

  @Post()
  @RateLimit('addressWrite')
  @ApiZodBody(createAddressSchema)
  @ApiZodResponse(addressSchema, 201)
  create(
    @CurrentCustomer() customer: SessionCustomer,
    @Body(new ZodPipe(createAddressSchema)) body: NewAddress,
  ): Promise<Address> {
    return this.addresses.create(customer.userId, body);
  }

  @Delete(':id')
  @RateLimit('addressWrite')
  @ApiZodResponse(messageResponseSchema)
  @ApiZodResponse(errorBodySchema, 404, ADDRESS_NOT_FOUND)
  async remove(
    @CurrentCustomer() customer: SessionCustomer,
    @Param('id', addressId()) id: string,
  ): Promise<MessageResponse> {
    await this.addresses.remove(customer.userId, id);
    return { message: 'Address deleted successfully' };
  }

  @Put(':id/set-default')
  @HttpCode(200)
  @RateLimit('addressWrite')
  @ApiZodResponse(addressSchema)
  @ApiZodResponse(errorBodySchema, 404, ADDRESS_NOT_FOUND)
  setDefault(
    @CurrentCustomer() customer: SessionCustomer,
    @Param('id', addressId()) id: string,
  ): Promise<Address> {
    return this.addresses.setDefault(customer.userId, id);
  }
}
