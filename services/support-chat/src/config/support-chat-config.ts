import { DEFAULT_RETURN_WINDOW_DAYS } from '@festive/contracts';
import { ConfigError, type LoadConfigOptions, type ServiceConfig } from '@festive/server-kit';
import { z } from 'zod';

/** Where escalations go outside production when SUPPORT_INBOX is not set (the sandbox catches it). */
export const DEV_SUPPORT_INBOX = 'support@festival-gifts.local';

const int = (fallback: number, min: number, max: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int().min(min).max(max).default(fallback);

/** support-chat's variables on top of the shared ones (README, Configuration). */
export const supportChatEnvShape = {
  /**
   * An OpenAI-compatible chat-completions endpoint (…/v1). Unset: the built-in assistant answers
   * alone. The sandbox serves a stand-in at <SANDBOX_URL>/llm/v1; production refuses it.
   */
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** The whole model exchange (tool round included) must finish within this, else the built-in answers. */
  LLM_TIMEOUT_MS: int(8000, 200, 120_000),
  /** How many stored messages of the conversation go to the model with the new one. */
  CHAT_CONTEXT_MESSAGES: int(20, 0, 200),
  /** Must match the orders service's RETURN_WINDOW_DAYS: the assistant quotes it. */
  RETURN_WINDOW_DAYS: int(DEFAULT_RETURN_WINDOW_DAYS, 1, 365),
  ORDERS_LOOKUP_TIMEOUT_MS: int(3000, 100, 60_000),
  /** The support team's mailbox for live-agent requests; required in production. */
  SUPPORT_INBOX: z.email().optional(),
  MAIL_FROM: z.string().min(3).default('Festival Gifts Support <support-bot@festival-gifts.local>'),
  /** support.escalation retries: attempts, and the first backoff delay (doubling each time). */
  ESCALATION_JOB_ATTEMPTS: int(5, 1, 50),
  ESCALATION_JOB_BACKOFF_MS: int(10_000, 10, 3_600_000),
  /** How often the worker re-queues live-agent requests whose job Redis lost, and how long it waits first. */
  RECONCILE_INTERVAL_MS: int(60_000, 100, 24 * 3_600_000),
  RECONCILE_GRACE_MINUTES: int(10, 0, 7 * 24 * 60),
};

export type SupportChatEnv = z.infer<z.ZodObject<typeof supportChatEnvShape>>;
export type SupportChatConfig = ServiceConfig<SupportChatEnv>;

export const supportChatConfigOptions: LoadConfigOptions<typeof supportChatEnvShape> = {
  extra: supportChatEnvShape,
  // A sandbox or localhost model URL in production would answer customers with canned rules.
  providerUrls: ['LLM_BASE_URL'],
};

/**
 * The support inbox. Production has no sensible default (mail to a made-up address is lost
 * silently), so the worker refuses to start without one.
 */
export function supportInbox(config: SupportChatConfig): string {
  const configured = config.env.SUPPORT_INBOX;
  if (configured) return configured;
  if (config.isProduction) {
    throw new ConfigError('Refusing to start support-chat in production: SUPPORT_INBOX must be set');
  }
  return DEV_SUPPORT_INBOX;
}

/** The model settings, or null when no model is configured (built-in assistant only). */
export function llmSettings(
  config: SupportChatConfig,
): { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null {
  const baseUrl = config.env.LLM_BASE_URL;
  if (!baseUrl) return null;
  const apiKey = config.env.LLM_API_KEY;
  if (!apiKey && config.isProduction) {
    throw new ConfigError(
      'Refusing to start support-chat in production: LLM_API_KEY must be set with LLM_BASE_URL',
    );
  }
  return {
    baseUrl: baseUrl.replace(/\/$/, ''),
    // The sandbox stand-in and many self-hosted endpoints ignore the key; the client needs one.
    apiKey: apiKey ?? 'sandbox-llm-key',
    model: config.env.LLM_MODEL,
    timeoutMs: config.env.LLM_TIMEOUT_MS,
  };
}
