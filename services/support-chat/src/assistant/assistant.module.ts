import { Module } from '@nestjs/common';
import { LlmModule } from '../llm/llm.module';
import { OrdersLookupModule } from '../orders-lookup/orders-lookup.module';
import { AssistantService } from './assistant.service';

@Module({
  imports: [LlmModule, OrdersLookupModule],
  providers: [AssistantService],
  exports: [AssistantService],
})
export class AssistantModule {}
