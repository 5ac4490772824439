import {
  DELIVERY_MESSAGES,
  STATE_CHOICE_MESSAGE,
  addressSchema,
  addressesResponseSchema,
} from '@festive/contracts';
import { type TestApp, createTestApp } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { AddressEntity } from '../src/addresses/address.entity';
import { MAX_ADDRESSES } from '../src/addresses/addresses.service';
import { UserEntity } from '../src/users/user.entity';

const home = { address: '12 MG Road, Koregaon Park', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
const office = {
  address: '4th Floor, Prestige Tower',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};
const parents = { address: '7 Lake View Colony', city: 'Bhopal', state: 'Madhya Pradesh', pincode: '462001' };

describe('saved addresses', () => {
  let t: TestApp;
  let phoneSeq = 0;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A customer in the database and a cookie signed in as them (as verify-otp would leave it). */
  async function customer(name = 'Meera Iyer') {
    const users = t.dataSource.getRepository(UserEntity);
    const user = await users.save(
      users.create({
        phone: `+9198450${String(++phoneSeq).padStart(5, '0')}`,
        name,
        email: 'meera@example.in',
      }),
    );
    const cookie = await t.sessionCookie({
      customer: { userId: user.id, name: user.name, phone: user.phone, email: user.email },
    });
    const agent = t.agent().set('Cookie', cookie);
    return { user, agent };
  }

  it('answers 401 to an anonymous visitor on every address call', async () => {
    const id = '0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55';
    for (const call of [
      t.agent().get('/api/addresses'),
      t.agent().post('/api/addresses').send(home),
      t.agent().delete(`/api/addresses/${id}`),
      t.agent().put(`/api/addresses/${id}/set-default`),
    ]) {
      const res = await call.expect(401);
      expect(res.body).toEqual({ message: 'Please sign in' });
    }
  });

  it('starts empty, saves the first address as default and lists the default first', async () => {
    const { user, agent } = await customer();
    expect((await agent.get('/api/addresses').expect(200)).body).toEqual([]);

    const first = await agent
      .post('/api/addresses')
      .send({ ...home, isDefault: 0 })
      .expect(201);
    expect(addressSchema.parse(first.body)).toEqual({
      id: expect.any(String),
      userId: user.id,
      ...home,
      isDefault: 1,
    });
    const second = await agent.post('/api/addresses').send(office).expect(201);
    expect(second.body.isDefault).toBe(0);
    const third = await agent
      .post('/api/addresses')
      .send({ ...parents, isDefault: 1 })
      .expect(201);
    expect(third.body.isDefault).toBe(1);

    const list = addressesResponseSchema.parse((await agent.get('/api/addresses').expect(200)).body);
    expect(list.map((a) => [a.city, a.isDefault])).toEqual([
      ['Bhopal', 1],
      ['Pune', 0],
      ['Bengaluru', 0],
    ]);
  });

  it('does not store the same address twice', async () => {
    const { agent } = await customer();
    const first = await agent.post('/api/addresses').send(home).expect(201);
    const again = await agent
      .post('/api/addresses')
      .send({ ...home, address: ` ${home.address.toUpperCase()} `, city: 'pune' })
      .expect(201);
    expect(again.body.id).toBe(first.body.id);
    expect((await agent.get('/api/addresses').expect(200)).body).toHaveLength(1);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
    const { agent } = await customer();
    for (let i = 0; i < MAX_ADDRESSES; i++) {
      await agent
        .post('/api/addresses')
        .send({ ...home, address: `${i + 1} Temple Street` })
        .expect(201);
    }
    const res = await agent.post('/api/addresses').send(office).expect(409);
    expect(res.body.message).toBe('You can save at most 20 addresses. Delete one to add another');
  });

  it.each([
    [{ ...home, address: 'Lane' }, `address: ${DELIVERY_MESSAGES.address}`],
    [{ ...home, city: 'P' }, `city: ${DELIVERY_MESSAGES.city}`],
    [{ ...home, state: ' M ' }, `state: ${DELIVERY_MESSAGES.state}`],
    [{ ...home, state: 'Atlantis' }, `state: ${STATE_CHOICE_MESSAGE}`],
    [{ ...home, pincode: '41100' }, `pincode: ${DELIVERY_MESSAGES.pincode}`],
    [{ ...home, pincode: '4110011' }, `pincode: ${DELIVERY_MESSAGES.pincode}`],
    [{ ...home, pincode: 'abcdef' }, `pincode: ${DELIVERY_MESSAGES.pincode}`],
    [{ ...home, isDefault: 2 }, /^isDefault: /],
    [{ city: 'Pune', state: 'Maharashtra', pincode: '411001' }, /^address: /],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const { agent } = await customer();
    const res = await agent.post('/api/addresses').send(body).expect(400);
    expect(res.body.message).toMatch(message);
  });

  it('stores a common spelling of a state under its official name', async () => {
    const { agent } = await customer();
    const res = await agent
      .post('/api/addresses')
      .send({ ...home, state: 'orissa' })
      .expect(201);
    expect(addressSchema.parse(res.body).state).toBe('Odisha');
  });

  it('sets another default and deletes, promoting the oldest left when the default goes', async () => {
    const { agent } = await customer();
    const a = (await agent.post('/api/addresses').send(home).expect(201)).body;
    const b = (await agent.post('/api/addresses').send(office).expect(201)).body;
    const c = (await agent.post('/api/addresses').send(parents).expect(201)).body;

    const set = await agent.put(`/api/addresses/${c.id}/set-default`).expect(200);
    expect(set.body).toMatchObject({ id: c.id, isDefault: 1 });
    const defaults = async () =>
      ((await agent.get('/api/addresses').expect(200)).body as { id: string; isDefault: number }[])
        .filter((x) => x.isDefault === 1)
        .map((x) => x.id);
    expect(await defaults()).toEqual([c.id]);

    await agent.delete(`/api/addresses/${b.id}`).expect(200, { message: 'Address deleted successfully' });
    expect(await defaults()).toEqual([c.id]);
    await agent.delete(`/api/addresses/${c.id}`).expect(200);
    expect(await defaults()).toEqual([a.id]);
    await agent.delete(`/api/addresses/${a.id}`).expect(200);
    expect((await agent.get('/api/addresses').expect(200)).body).toEqual([]);
  });

  it('keeps exactly one default under many parallel set-default calls', async () => {
    const { user, agent } = await customer();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push(
        (
          await agent
            .post('/api/addresses')
            .send({ ...home, address: `${i + 1} Ring Road` })
            .expect(201)
        ).body.id,
      );
    }
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => agent.put(`/api/addresses/${ids[i % ids.length]}/set-default`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    const rows = await t.dataSource.getRepository(AddressEntity).findBy({ userId: user.id, isDefault: 1 });
    expect(rows).toHaveLength(1);

    // Parallel creates asking to be default, and deletes mixed in: still exactly one.
    await Promise.all([
      ...[1, 2, 3, 4].map((n) =>
        agent.post('/api/addresses').send({ ...office, address: `${n} Brigade Road`, isDefault: 1 }),
      ),
      agent.delete(`/api/addresses/${rows[0]!.id}`),
      agent.put(`/api/addresses/${ids[0]}/set-default`),
    ]);
    expect(await t.dataSource.getRepository(AddressEntity).countBy({ userId: user.id, isDefault: 1 })).toBe(
      1,
    );
  });

  it("answers 404 for another customer's address and leaves it alone", async () => {
    const owner = await customer('Owner');
    const other = await customer('Other');
    const address = (await owner.agent.post('/api/addresses').send(home).expect(201)).body;

    expect((await other.agent.get('/api/addresses').expect(200)).body).toEqual([]);
    const del = await other.agent.delete(`/api/addresses/${address.id}`).expect(404);
    expect(del.body).toEqual({ message: 'Address not found' });
    await other.agent.put(`/api/addresses/${address.id}/set-default`).expect(404);
    expect((await owner.agent.get('/api/addresses').expect(200)).body).toEqual([address]);
  });

  it('answers 404 for an id that is not a uuid or does not exist', async () => {
    const { agent } = await customer();
    await agent.delete('/api/addresses/not-a-uuid').expect(404, { message: 'Address not found' });
    await agent.put("/api/addresses/1' OR 1=1/set-default").expect(404);
    await agent.delete('/api/addresses/0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55').expect(404);
  });

  it('answers 401 when the signed-in account no longer exists', async () => {
    const cookie = await t.sessionCookie({
      customer: {
        userId: '5f0c8a2e-3b1d-4e6f-9a7b-2c4d6e8f0a1b',
        name: 'Gone',
        phone: '+919800000000',
        email: 'g@x.in',
      },
    });
    await t.agent().post('/api/addresses').set('Cookie', cookie).send(home).expect(401);
  });
});
