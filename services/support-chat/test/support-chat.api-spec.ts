import { createTestApp, migratedSchema, type TestApp } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { ChatMessageEntity } from '../src/chat/chat-message.entity';
import { ChatSessionEntity } from '../src/chat/chat-session.entity';

describe('support-chat service', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('migrations create every table and entities match them', async () => {
    expect(await migratedSchema(t.dataSource, 'support_chat')).toEqual({
      tables: ['chat_messages', 'chat_sessions', 'support_chat_migrations'],
      unmatched: [],
    });
  });

  it('starts a session active with both flags at 0 and keeps only the two roles', async () => {
    const sessions = t.dataSource.getRepository(ChatSessionEntity);
    const session = await sessions.save(
      sessions.create({
        userId: '5f0c8a2e-3b1d-4e6f-9a7b-2c4d6e8f0a1b',
        userEmail: 'a@b.in',
        userName: 'Asha',
      }),
    );
    expect(await sessions.findOneByOrFail({ id: session.id })).toMatchObject({
      status: 'active',
      liveAgentRequested: 0,
      liveAgentNotified: 0,
    });
    const messages = t.dataSource.getRepository(ChatMessageEntity);
    await messages.insert({ sessionId: session.id, role: 'user', content: 'Where is my order?' });
    await expect(
      messages.insert({ sessionId: session.id, role: 'system' as 'user', content: 'x' }),
    ).rejects.toThrow(/chat_messages_role_check/);
  });

  it('GET /health answers 200', async () => {
    await t.http.get('/health').expect(200);
  });
});
