import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@festive/server-kit';
import { type IdentityConfig, msg91BaseUrl } from '../config/identity-config';
import { Msg91Client } from './msg91-client';
import { SMS_SENDER } from './sms-sender';

/** Provides SMS_SENDER: MSG91, at the URL configuration chooses (the sandbox in development). */
@Module({
  providers: [
    {
      provide: SMS_SENDER,
      inject: [SERVICE_CONFIG],
      useFactory: (config: IdentityConfig) =>
        new Msg91Client({
          baseUrl: msg91BaseUrl(config),
          authKey: config.env.MSG91_AUTH_KEY,
          templateId: config.env.MSG91_TEMPLATE_ID,
          senderId: config.env.MSG91_SENDER_ID.toUpperCase(),
          timeoutMs: config.env.SMS_TIMEOUT_MS,
        }),
    },
  ],
  exports: [SMS_SENDER],
})
export class SmsModule {}
