import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  chatHistorySchema,
  chatResponseSchema,
  errorBodySchema,
  liveAgentResponseSchema,
  QUEUES,
  supportEscalationJobSchema,
} from '@festive/contracts';
import { createQueue, createTestApp, type SafeParseable, type TestApp } from '@festive/server-kit';
import Ajv2020 from 'ajv/dist/2020';
import { AppModule } from '../src/app.module';
import { escalationJobId } from '../src/escalation/escalation-queue';
import { signIn } from './support/customers';

/*
 * Support-chat ships on its own, and its HTTP app and its worker may run different releases: the
 * answers must parse with today's contracts and with those of the last release
 * (packages/contracts/releases), and the live-agent job the app queues must parse with the
 * worker's schema of that release.
 */
const releases = path.join(__dirname, '../../../packages/contracts/releases');
const version = readFileSync(path.join(releases, 'latest-release'), 'utf8').trim();
const release = JSON.parse(readFileSync(path.join(releases, `${version}.json`), 'utf8')) as {
  schemas: Record<string, { input: object }>;
};
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

/** The last release's schema `name` accepts `value`; the error names the schema and the fields. */
function fitsRelease(name: string, value: unknown): void {
  const snapshot = release.schemas[name];
  if (!snapshot) throw new Error(`${name} is not in contracts release ${version}`);
  const validate = ajv.getSchema(name) ?? (ajv.addSchema(snapshot.input, name), ajv.getSchema(name)!);
  if (!validate(value)) {
    const found = validate.errors!.map((e) => `${e.instancePath || '(root)'} ${e.message}`).join('; ');
    throw new Error(`${name} of contracts release ${version} refuses it: ${found}`);
  }
}

/** An answer parses with today's schema and with the last release's of the same name. */
function answers<T>(name: string, today: SafeParseable<T>, body: unknown): T {
  const parsed = today.safeParse(body);
  if (!parsed.success) {
    const found = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ');
    throw new Error(`${name} of today refuses it: ${found}`);
  }
  fitsRelease(name, body);
  return parsed.data;
}

describe('support-chat against the contracts of the last release', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the chat calls of the released account remote, and the live-agent job they queue', async () => {
    const { cookie } = await signIn(t);
    const empty = await t.agent().get('/api/chat').set('Cookie', cookie).expect(200);
    answers('chatHistorySchema', chatHistorySchema, empty.body);

    const ask = { messages: [{ role: 'user', content: 'Where is my order?' }] };
    fitsRelease('chatRequestSchema', ask);
    const reply = await t.agent().post('/api/chat').set('Cookie', cookie).send(ask).expect(200);
    answers('chatResponseSchema', chatResponseSchema, reply.body);

    const live = await t.agent().post('/api/chat/request-live-agent').set('Cookie', cookie).expect(200);
    answers('liveAgentResponseSchema', liveAgentResponseSchema, live.body);
    const history = await t.agent().get('/api/chat').set('Cookie', cookie).expect(200);
    const sessionId = answers('chatHistorySchema', chatHistorySchema, history.body).session!.id;

    const queue = createQueue(t.config, QUEUES.supportEscalation);
    try {
      const job = await queue.getJob(escalationJobId(sessionId));
      expect(job).toBeDefined();
      expect(answers('supportEscalationJobSchema', supportEscalationJobSchema, job!.data).sessionId).toBe(
        sessionId,
      );
    } finally {
      await queue.close();
    }
  });

  it('errorBodySchema: a refused message', async () => {
    const { cookie } = await signIn(t);
    const res = await t.agent().post('/api/chat').set('Cookie', cookie).send({ messages: [] }).expect(400);
    answers('errorBodySchema', errorBodySchema, res.body);
  });
});
