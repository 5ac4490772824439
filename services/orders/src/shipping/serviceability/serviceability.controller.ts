import { BadRequestException, Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  DELIVERY_MESSAGES,
  errorBodySchema,
  PINCODE_PATTERN,
  type Serviceability,
  serviceabilitySchema,
} from '@festive/contracts';
import { ApiZodResponse, RateLimit } from '@festive/server-kit';
import { ServiceabilityService } from './serviceability.service';

@ApiTags('shipping')
@Controller('api/shipping/serviceability')
export class ServiceabilityController {
  constructor(private readonly serviceability: ServiceabilityService) {}

  /** GET /api/shipping/serviceability/{pincode} (public): the pincode check of the delivery form. */
  @Get(':pincode')
  @RateLimit('pincodeCheck')
  @ApiZodResponse(serviceabilitySchema)
  @ApiZodResponse(errorBodySchema, 429, 'Too many checks; Retry-After says how long to wait')
  check(@Param('pincode') pincode: string): Promise<Serviceability> {
    if (!PINCODE_PATTERN.test(pincode))
      throw new BadRequestException(`pincode: ${DELIVERY_MESSAGES.pincode}`);
    return this.serviceability.check(pincode);
  }
}
