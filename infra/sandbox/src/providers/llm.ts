import { randomBytes } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import { type FaultBoard, faultGate } from '../faults';
import type { Logger } from '../log';
import { type ChatCompletionMessage, contentText, nextTurn } from './llm-rules';

const ROLES = new Set(['system', 'developer', 'user', 'assistant', 'tool']);

/** OpenAI's error body: `{error: {message, type, param, code}}`. */
const openAiError = (res: Response, status: number, message: string, param: string | null = null) => {
  res.status(status).json({ error: { message, type: 'invalid_request_error', param, code: null } });
};

/** A rough token count for `usage` (about four characters a token), enough for clients that log it. */
const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

/**
 * Stand-in for an OpenAI-compatible chat-completions endpoint under /llm/v1 (the support chat's
 * LLM_BASE_URL in development): `POST /llm/v1/chat/completions` (non-streaming) answers with the
 * deterministic rules of llm-rules.ts, including `tool_calls`; `GET /llm/v1/models` lists the one
 * model. Honours the `llm` fault, so a test can watch the support chat fall back.
 */
export function llmRouter(faults: FaultBoard, log: Logger): Router {
  let next = 1;
  const router = Router();
  // (The faults router in front already parses JSON bodies; this covers the router used alone.)
  router.use('/llm', express.json({ limit: '1mb' }));

  const requireKey = (req: Request, res: Response): boolean => {
    const auth = req.headers.authorization;
    if (typeof auth === 'string' && /^Bearer \S+/.test(auth)) return true;
    res.status(401).json({
      error: {
        message: 'Missing bearer API key',
        type: 'invalid_request_error',
        param: null,
        code: 'invalid_api_key',
      },
    });
    return false;
  };

  router.get('/llm/v1/models', (req, res) => {
    if (!requireKey(req, res)) return;
    res.json({
      object: 'list',
      data: [{ id: 'sandbox-llm', object: 'model', created: 0, owned_by: 'sandbox' }],
    });
  });

  router.post('/llm/v1/chat/completions', faultGate(faults, 'llm'), (req: Request, res: Response) => {
    if (!requireKey(req, res)) return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.stream === true) {
      openAiError(
        res,
        400,
        'Streaming is not supported by the sandbox LLM stand-in; send stream: false.',
        'stream',
      );
      return;
    }
    if (typeof body.model !== 'string' || !body.model.trim()) {
      openAiError(res, 400, 'model is required', 'model');
      return;
    }
    const messages = body.messages;
    if (
      !Array.isArray(messages) ||
      messages.length === 0 ||
      !messages.every(
        (m) => m && typeof m === 'object' && ROLES.has((m as { role?: unknown }).role as string),
      )
    ) {
      openAiError(res, 400, 'messages must be a non-empty list of {role, content}', 'messages');
      return;
    }
    const offered = Array.isArray(body.tools)
      ? (body.tools as { function?: { name?: unknown } }[])
          .map((tool) => tool?.function?.name)
          .filter((name): name is string => typeof name === 'string')
      : [];
    const turn = nextTurn(messages as ChatCompletionMessage[], offered);
    const id = `chatcmpl-sandbox${next++}`;
    const message =
      turn.kind === 'tool'
        ? {
            role: 'assistant',
            content: null,
            refusal: null,
            tool_calls: [
              {
                id: `call_${randomBytes(8).toString('hex')}`,
                type: 'function',
                function: { name: turn.name, arguments: turn.arguments },
              },
            ],
          }
        : { role: 'assistant', content: turn.content, refusal: null };
    const promptTokens = tokens(
      (messages as ChatCompletionMessage[]).map((m) => contentText(m.content)).join(' '),
    );
    const completionTokens = tokens(turn.kind === 'tool' ? turn.arguments : turn.content);
    log('info', `llm ${turn.kind === 'tool' ? `tool call ${turn.name}` : 'answer'}`, { completionId: id });
    res.json({
      id,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message,
          logprobs: null,
          finish_reason: turn.kind === 'tool' ? 'tool_calls' : 'stop',
        },
      ],
      usage: {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
      },
    });
  });

  return router;
}
