import { ConfigError, loadConfig } from '@festive/server-kit';
import {
  DEV_SUPPORT_INBOX,
  llmSettings,
  supportChatConfigOptions,
  supportInbox,
  type SupportChatConfig,
} from './support-chat-config';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@db.internal:5432/festive_gifts',
  REDIS_URL: 'redis://cache.internal:6379',
  SESSION_SECRET: 'a-real-session-secret-0123456789',
  INTERNAL_TOKEN: 'a-real-internal-token-0123456789',
  S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com',
  S3_ACCESS_KEY_ID: 'AKIAREAL',
  S3_SECRET_ACCESS_KEY: 'real-secret',
  SMTP_URL: 'smtp://smtp.festivalgifts.in:587',
};

const load = (env: Record<string, string>) =>
  loadConfig('support-chat', env, supportChatConfigOptions) as SupportChatConfig;

describe('support-chat configuration', () => {
  it('development defaults: no model, the dev inbox, 7-day returns', () => {
    const config = load({});
    expect(llmSettings(config)).toBeNull();
    expect(supportInbox(config)).toBe(DEV_SUPPORT_INBOX);
    expect(config.env.RETURN_WINDOW_DAYS).toBe(7);
    expect(config.env.LLM_TIMEOUT_MS).toBe(8000);
  });

  it('a configured model (sandbox key when none is given outside production)', () => {
    expect(llmSettings(load({ LLM_BASE_URL: 'http://127.0.0.1:4010/llm/v1/', LLM_MODEL: 'm' }))).toEqual({
      baseUrl: 'http://127.0.0.1:4010/llm/v1',
      apiKey: 'sandbox-llm-key',
      model: 'm',
      timeoutMs: 8000,
    });
  });

  it('production refuses a sandbox or local model URL', () => {
    expect(() => load({ ...PRODUCTION, LLM_BASE_URL: 'http://127.0.0.1:4010/llm/v1' })).toThrow(
      /LLM_BASE_URL points at a local or sandbox address/,
    );
    expect(() => load({ ...PRODUCTION, LLM_BASE_URL: 'https://sandbox.example.com/v1' })).toThrow(
      ConfigError,
    );
  });

  it('production needs an API key with a model, and a support inbox', () => {
    const config = load({ ...PRODUCTION, LLM_BASE_URL: 'https://api.openai.com/v1' });
    expect(() => llmSettings(config)).toThrow(/LLM_API_KEY must be set/);
    expect(() => supportInbox(config)).toThrow(/SUPPORT_INBOX must be set/);
    const ready = load({
      ...PRODUCTION,
      LLM_BASE_URL: 'https://api.openai.com/v1',
      LLM_API_KEY: 'sk-real',
      SUPPORT_INBOX: 'care@festivalgifts.in',
    });
    expect(llmSettings(ready)?.apiKey).toBe('sk-real');
    expect(supportInbox(ready)).toBe('care@festivalgifts.in');
  });

  it('rejects a malformed inbox or timeout', () => {
    expect(() => load({ SUPPORT_INBOX: 'not-an-email' })).toThrow(/SUPPORT_INBOX/);
    expect(() => load({ LLM_TIMEOUT_MS: 'soon' })).toThrow(/LLM_TIMEOUT_MS/);
  });
});
