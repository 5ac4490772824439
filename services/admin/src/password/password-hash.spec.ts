import { hashPassword, isPasswordHash, plainPasswordsMatch, verifyPassword } from './password-hash';

const FAST = { N: 1024, r: 8, p: 1 };

describe('admin password hashes', () => {
  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('Diya-lamp 2025', FAST);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(isPasswordHash(hash)).toBe(true);
    await expect(verifyPassword('Diya-lamp 2025', hash)).resolves.toBe(true);
    await expect(verifyPassword('diya-lamp 2025', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', FAST)).not.toBe(await hashPassword('same', FAST));
  });

  it('uses strong defaults', async () => {
    const hash = await hashPassword('x');
    expect(hash.startsWith('scrypt$32768$8$1$')).toBe(true);
    await expect(verifyPassword('x', hash)).resolves.toBe(true);
  });

  it.each([
    'festive-admin',
    'scrypt$1000$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'scrypt$2097152$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'bcrypt$2b$10$abc',
  ])('does not take %p for a hash', async (value) => {
    expect(isPasswordHash(value)).toBe(false);
    await expect(verifyPassword('festive-admin', value)).resolves.toBe(false);
  });

  it('compares plain passwords exactly', () => {
    expect(plainPasswordsMatch('festive-admin', 'festive-admin')).toBe(true);
    expect(plainPasswordsMatch('festive-admin ', 'festive-admin')).toBe(false);
    expect(plainPasswordsMatch('', 'festive-admin')).toBe(false);
  });
});
