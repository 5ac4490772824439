import {
  chatHistorySchema,
  chatResponseSchema,
  errorBodySchema,
  liveAgentResponseSchema,
  QUEUES,
  supportEscalationJobSchema,
} from '@festive/contracts';
import { createQueue, createTestApp, type TestApp, lastContractRelease } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { escalationJobId } from '../src/escalation/escalation-queue';
import { signIn } from './support/customers';

/*
 * Support-chat ships on its own, and its HTTP app and its worker may run different releases: the
 * answers must parse with today's contracts and with those of the last release
 * (packages/contracts/releases), and the live-agent job the app queues must parse with the
 * worker's schema of that release.
 */
const { fitsRelease, answers } = lastContractRelease();

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
