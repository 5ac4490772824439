import { type SandboxProcess, startSandboxProcess } from '@festive/server-kit';

export interface MailMessage {
  id: string;
  from: string;
  to: string[];
  subject: string;
  html: string | null;
  text: string | null;
}

export interface TestSandbox {
  urls: SandboxProcess['urls'];
  /** The OpenAI-compatible stand-in, as LLM_BASE_URL. */
  llmBaseUrl: string;
  /** The switchboard, including the `llm` stand-in (server-kit's helper predates it). */
  fault(service: 'llm' | 'mail', mode: 'ok' | 'fail' | 'timeout'): Promise<void>;
  mail(to?: string): Promise<MailMessage[]>;
  close(): Promise<void>;
}

/** The development sandbox as its own process (server-kit builds and starts it): SMTP catcher and LLM stand-in. */
export async function startTestSandbox(): Promise<TestSandbox> {
  const sandbox = await startSandboxProcess(60_000);
  const base = sandbox.urls.http;
  return {
    urls: sandbox.urls,
    llmBaseUrl: `${base}/llm/v1`,
    fault: async (service, mode) => {
      const res = await fetch(`${base}/sandbox/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ service, mode }),
      });
      if (!res.ok) throw new Error(`fault ${service} ${mode}: ${res.status}`);
    },
    mail: async (to) =>
      (await (
        await fetch(`${base}/mail/messages${to ? `?to=${encodeURIComponent(to)}` : ''}`)
      ).json()) as MailMessage[],
    close: () => sandbox.close(),
  };
}
