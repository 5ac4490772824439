import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@festive/server-kit';
import OpenAI from 'openai';
import { llmSettings, type SupportChatConfig } from '../config/support-chat-config';
import { LlmAssistant } from './llm-assistant';

/** The model assistant, or null when LLM_BASE_URL is unset (the built-in assistant answers alone). */
export const LLM_ASSISTANT = Symbol('LLM_ASSISTANT');

@Module({
  providers: [
    {
      provide: LLM_ASSISTANT,
      inject: [SERVICE_CONFIG],
      useFactory: (config: SupportChatConfig): LlmAssistant | null => {
        const settings = llmSettings(config);
        if (!settings) return null;
        const client = new OpenAI({
          baseURL: settings.baseUrl,
          apiKey: settings.apiKey,
          timeout: settings.timeoutMs,
          // A retry would only make the customer wait longer: the built-in assistant is the retry.
          maxRetries: 0,
        });
        return new LlmAssistant(client, settings.model, settings.timeoutMs);
      },
    },
  ],
  exports: [LLM_ASSISTANT],
})
export class LlmModule {}
