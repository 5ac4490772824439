import { BadRequestException, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  errorBodySchema,
  razorpayWebhookSchema,
  type WebhookAck,
  webhookAckSchema,
} from '@festive/contracts';
import { ApiZodResponse, validationError } from '@festive/server-kit';
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { RazorpayWebhookService } from './razorpay-webhook.service';

@ApiTags('webhooks')
@Controller('api/webhooks/razorpay')
export class RazorpayWebhookController {
  constructor(private readonly webhooks: RazorpayWebhookService) {}

  /**
   * POST /api/webhooks/razorpay: verified with X-Razorpay-Signature over the raw body, applied
   * once per event id (x-razorpay-event-id), and only ever moving a payment forward.
   */
  @Post()
  @HttpCode(200)
  @ApiZodResponse(webhookAckSchema)
  @ApiZodResponse(errorBodySchema, 400, 'Bad signature or body')
  @ApiZodResponse(errorBodySchema, 404, 'A refund event for a refund the shop never asked for')
  async receive(
    @Req() req: Request & { rawBody?: Buffer },
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventIdHeader: string | undefined,
  ): Promise<WebhookAck> {
    const raw = req.rawBody;
    if (!raw || !this.webhooks.signatureValid(raw, signature)) {
      throw new BadRequestException('Invalid webhook signature');
    }
    const parsed = razorpayWebhookSchema.safeParse(req.body);
    if (!parsed.success) throw validationError(parsed.error.issues);
    // Razorpay sends the event id in a header; a body hash stands in for it if it ever does not.
    const eventId = eventIdHeader?.trim() || `body:${createHash('sha256').update(raw).digest('hex')}`;
    return { status: await this.webhooks.apply(eventId, parsed.data) };
  }
}
