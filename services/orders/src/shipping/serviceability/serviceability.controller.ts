import { BadRequestException, Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  DELIVERY_MESSAGES,
  PINCODE_PATTERN,
  type Serviceability,
  serviceabilitySchema,
} from '@festive/contracts';
import { ApiZodResponse } from '@festive/server-kit';
import { ServiceabilityService } from './serviceability.service';

@ApiTags('shipping')
@Controller('api/shipping/serviceability')
export class ServiceabilityController {
  constructor(private readonly serviceability: ServiceabilityService) {}

  /** GET /api/shipping/serviceability/{pincode} (public): the pincode check of the delivery form. */
  @Get(':pincode')
  @ApiZodResponse(serviceabilitySchema)
  check(@Param('pincode') pincode: string): Promise<Serviceability> {
    if (!PINCODE_PATTERN.test(pincode))
      throw new BadRequestException(`pincode: ${DELIVERY_MESSAGES.pincode}`);
    return this.serviceability.check(pincode);
  }
}
