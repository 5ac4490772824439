import { Module } from '@nestjs/common';
import { Msg91FlowClient, SERVICE_CONFIG } from '@festive/server-kit';
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
        new Msg91Client(
          new Msg91FlowClient({
            baseUrl: msg91BaseUrl(config),
            authKey: config.env.MSG91_AUTH_KEY,
            senderId: config.env.MSG91_SENDER_ID.toUpperCase(),
            timeoutMs: config.env.SMS_TIMEOUT_MS,
          }),
          config.env.MSG91_TEMPLATE_ID,
        ),
    },
  ],
  exports: [SMS_SENDER],
})
export class SmsModule {}
