import { hashPassword } from '../password/password-hash';

/**
 * `node services/admin/dist/cli/hash-password.js <password>` prints the ADMIN_PASSWORD_HASH for
 * a password. Without an argument it reads the password from standard input, which keeps it
 * out of the shell history: `printf %s "$PASSWORD" | node .../hash-password.js`.
 */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function main(): Promise<void> {
  const password = process.argv[2] ?? (process.stdin.isTTY ? '' : await readStdin());
  if (!password) {
    console.error(
      'usage: node services/admin/dist/cli/hash-password.js <password>   (or the password on stdin)',
    );
    process.exit(2);
  }
  console.info(await hashPassword(password));
}

void main();
