import { Module } from '@nestjs/common';
import { ShiprocketModule } from '../shiprocket/shiprocket.module';
import { ServiceabilityController } from './serviceability.controller';
import { ServiceabilityService } from './serviceability.service';

/** GET /api/shipping/serviceability/{pincode}, and the same check when an order is placed. */
@Module({
  imports: [ShiprocketModule],
  controllers: [ServiceabilityController],
  providers: [ServiceabilityService],
  exports: [ServiceabilityService],
})
export class ServiceabilityModule {}
