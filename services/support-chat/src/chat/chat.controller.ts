import { Body, Controller, Get, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type ChatHistory,
  type ChatRequest,
  type ChatResponse,
  chatHistorySchema,
  chatRequestSchema,
  chatResponseSchema,
  errorBodySchema,
  liveAgentResponseSchema,
} from '@festive/contracts';
import {
  ApiZodBody,
  ApiZodResponse,
  CurrentCustomer,
  CustomerGuard,
  RateLimit,
  type SessionCustomer,
  ZodPipe,
} from '@festive/server-kit';
import { ChatService } from './chat.service';

/** The Help tab's support chat: the signed-in customer's own conversation only. */
@ApiTags('chat')
@Controller('api/chat')
@UseGuards(CustomerGuard)
@ApiZodResponse(errorBodySchema, 401, 'Not signed in')
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(chatHistorySchema)
  history(@CurrentCustomer() customer: SessionCustomer): Promise<ChatHistory> {
    return this.chat.history(customer);
  }

  @Post()
  @HttpCode(200)
  @RateLimit('chatMessage')
  @ApiZodBody(chatRequestSchema)
  @ApiZodResponse(chatResponseSchema)
  @ApiZodResponse(errorBodySchema, 400, 'Empty or malformed messages')
  @ApiZodResponse(errorBodySchema, 429, 'Too many messages; Retry-After says how long to wait')
  send(
    @CurrentCustomer() customer: SessionCustomer,
    @Body(new ZodPipe(chatRequestSchema)) body: ChatRequest,
  ): Promise<ChatResponse> {
    return this.chat.chat(customer, body);
  }

  @Post('request-live-agent')
  @HttpCode(200)
  @ApiZodResponse(liveAgentResponseSchema)
  requestLiveAgent(@CurrentCustomer() customer: SessionCustomer): Promise<{ message: string }> {
    return this.chat.requestLiveAgent(customer);
  }
}
