import { Module } from '@nestjs/common';
import { TrackingWebhookController } from './tracking-webhook.controller';
import { TrackingService } from './tracking.service';

@Module({ controllers: [TrackingWebhookController], providers: [TrackingService] })
export class TrackingModule {}
