import { Module } from '@nestjs/common';
import { ReturnDecisionsController } from './return-decisions.controller';
import { ReturnDecisionsService } from './return-decisions.service';

/** The back office's decisions on return requests, and refunds paid by hand. */
@Module({
  controllers: [ReturnDecisionsController],
  providers: [ReturnDecisionsService],
})
export class ReturnDecisionsModule {}
