import { BadRequestException, NotFoundException } from '@nestjs/common';
import { categoriesQuerySchema, productInputSchema } from '@festive/contracts';
import { z } from 'zod';
import { ParseUuidPipe } from './parse-uuid.pipe';
import { requestIdFrom } from './request-context';
import { ZodPipe } from './zod.pipe';

const responseOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { error, body: (error as BadRequestException).getResponse() };
  }
  throw new Error('expected the pipe to throw');
};

describe('ZodPipe', () => {
  it('returns the parsed (transformed) value of a zod/mini schema', () => {
    const parsed = new ZodPipe(productInputSchema).transform({
      name: ' Diya ',
      description: '',
      price: 99.5,
      image: '/objects/a.png',
    });
    expect(parsed).toMatchObject({ name: 'Diya', price: '99.50', stock: 0, occasion: 'Festivals' });
  });

  it('answers 400 naming the first failing field, with every issue listed', () => {
    const { error, body } = responseOf(() =>
      new ZodPipe(productInputSchema).transform({ name: '', description: '', price: 'abc', image: 'x' }),
    );
    expect(error).toBeInstanceOf(BadRequestException);
    expect(body).toMatchObject({ message: expect.stringMatching(/^name: /) });
    const issues = (body as { issues: { path: string; message: string }[] }).issues;
    expect(issues.map((issue) => issue.path)).toEqual(['name', 'price', 'image']);
    expect(issues[1]?.message).toMatch(/^price must be a non-negative amount/);
  });

  it('names nested paths with dots and works with classic zod too', () => {
    const schema = z.object({ items: z.array(z.object({ quantity: z.number().int() })) });
    const { body } = responseOf(() =>
      new ZodPipe(schema).transform({ items: [{ quantity: 1 }, { quantity: 1.5 }] }),
    );
    expect((body as { message: string }).message).toMatch(/^items\.1\.quantity: /);
  });

  it('validates query objects', () => {
    expect(new ZodPipe(categoriesQuerySchema).transform({})).toEqual({});
    const { body } = responseOf(() => new ZodPipe(categoriesQuerySchema).transform({ type: 'x' }));
    expect((body as { message: string }).message).toMatch(/^type: /);
  });

  it('says so when the whole value is wrong', () => {
    const { body } = responseOf(() => new ZodPipe(categoriesQuerySchema).transform('nope'));
    expect((body as { message: string; issues: unknown[] }).issues).toHaveLength(1);
  });
});

describe('ParseUuidPipe', () => {
  const id = '0B4F7C1E-8A51-4C37-9E0F-2A9C1D6B7E55';
  it('passes a uuid through, lower-cased', () => {
    expect(new ParseUuidPipe().transform(id)).toBe(id.toLowerCase());
  });
  it.each(['abc', '', "1' OR 1=1", `${id}x`, undefined])('answers 404 for %p by default', (value) => {
    expect(() => new ParseUuidPipe({ message: 'Product not found' }).transform(value)).toThrow(
      NotFoundException,
    );
  });
  it('can answer 400 instead', () => {
    expect(() => new ParseUuidPipe({ status: 400 }).transform('abc')).toThrow(BadRequestException);
  });
});

describe('requestIdFrom', () => {
  it('keeps a sane caller id and replaces anything else', () => {
    expect(requestIdFrom('gw-123:abc')).toBe('gw-123:abc');
    expect(requestIdFrom(['first', 'second'])).toBe('first');
    for (const bad of [undefined, '', 'has space', 'x'.repeat(200), 'line\nbreak']) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
