import { Body, Controller, Headers, HttpCode, Inject, Post, UnauthorizedException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  errorBodySchema,
  type ShiprocketTrackingWebhook,
  shiprocketTrackingWebhookSchema,
  type WebhookAck,
  webhookAckSchema,
} from '@festive/contracts';
import { ApiZodResponse, SERVICE_CONFIG, tokensMatch, ZodPipe } from '@festive/server-kit';
import type { OrdersConfig } from '../../config/orders-config';
import { TrackingService } from './tracking.service';

@ApiTags('webhooks')
@Controller('api/webhooks/shiprocket')
export class TrackingWebhookController {
  constructor(
    private readonly tracking: TrackingService,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {}

  /** POST /api/webhooks/shiprocket: Shiprocket's tracking updates, with our token in `x-api-key`. */
  @Post()
  @HttpCode(200)
  @ApiZodResponse(webhookAckSchema)
  @ApiZodResponse(errorBodySchema, 401, 'Wrong or missing x-api-key')
  async receive(
    @Headers('x-api-key') token: string | undefined,
    @Body(new ZodPipe(shiprocketTrackingWebhookSchema)) update: ShiprocketTrackingWebhook,
  ): Promise<WebhookAck> {
    if (!tokensMatch(token, this.config.env.SHIPROCKET_WEBHOOK_TOKEN)) {
      throw new UnauthorizedException('Invalid webhook token');
    }
    return { status: await this.tracking.apply(update) };
  }
}
