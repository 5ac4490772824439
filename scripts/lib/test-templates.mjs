// Jest globalSetup of the API tests, run once before any test file.
//
// It builds what the tests start as processes (the sandbox and every service, each only when
// stale): test files run side by side in several workers, and their helpers' own build calls
// would otherwise compile the same stale workspace at the same time.
//
// It makes one template database holding every service's schema, built by the services'
// committed migrations (their own `dist/cli/migrate.js`, as `npm start` runs them). Each test
// file then gets its fresh database as a copy of it (CREATE DATABASE ... TEMPLATE) instead of
// migrating every schema again; server-kit's test environment reads the name from
// TEST_DATABASE_TEMPLATE. The template is named after a hash of the migrations and of the code
// that runs them, so later runs reuse it until a migration changes; then the next run builds a
// new one and drops the ones nobody has used for an hour.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT, fromRoot } from './repo.mjs';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/festive_gifts';
const PREFIX = 'festive_template_';
/** Templates not used for this long are dropped (a run on other migrations may still use one). */
const UNUSED_MS = 60 * 60_000;

/** Services with committed migrations, in a fixed order. */
const services = () =>
  readdirSync(fromRoot('services'))
    .filter((name) => existsSync(fromRoot('services', name, 'src/migrations/index.ts')))
    .sort();

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.spec.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** What decides the template's content: every migration, the code running them, this file. */
function inputsHash() {
  const files = [
    ...services().flatMap((name) => filesUnder(fromRoot('services', name, 'src/migrations'))),
    ...filesUnder(fromRoot('packages/server-kit/src/database')),
    fromRoot('scripts/lib/test-templates.mjs'),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash.update(path.relative(REPO_ROOT, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

function runNode(args, env, what) {
  const result = spawnSync(process.execPath, args, { cwd: REPO_ROOT, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${what} failed:\n${result.stdout}${result.stderr}`);
}

const withDatabase = (url, name) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

async function buildTemplate(admin, serverUrl, name) {
  // Built under a name of its own and renamed when complete: a half-built template is never used.
  const building = `${name}_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
  await admin.query(`CREATE DATABASE "${building}"`);
  await admin.query(`COMMENT ON DATABASE "${building}" IS '${new Date().toISOString()}'`);
  try {
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: withDatabase(serverUrl, building),
    };
    for (const service of services()) {
      runNode(
        [`services/${service}/dist/cli/migrate.js`],
        env,
        `${service} migrations into the test template`,
      );
    }
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
  } catch (error) {
    await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    // 42P04: another run built the same template meanwhile, which is just as good.
    if (error.code !== '42P04') throw error;
    return;
  }
  // Nobody may connect to it any more, so every copy starts from exactly what the migrations built
  // (and CREATE DATABASE never finds it busy).
  await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false IS_TEMPLATE true`);
}

async function dropUnused(admin, keep) {
  const { rows } = await admin.query(
    `SELECT datname, shobj_description(oid, 'pg_database') AS used FROM pg_database WHERE datname LIKE $1`,
    [`${PREFIX}%`],
  );
  for (const { datname, used } of rows) {
    if (datname === keep || Date.now() - Date.parse(used ?? '') < UNUSED_MS) continue;
    await admin.query(`ALTER DATABASE "${datname}" WITH IS_TEMPLATE false`).catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
  }
}

export default async function globalSetup() {
  const workspaces = ['infra/sandbox', ...services().map((name) => `services/${name}`)];
  let built = true;
  try {
    runNode(['scripts/build.mjs', ...workspaces], { ...process.env, NO_COLOR: '1' }, 'build');
  } catch (error) {
    // Not fatal here: the files that start a process report it themselves, as they always have.
    console.warn(`\n${error.message}`);
    built = false;
  }

  const serverUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const name = `${PREFIX}${inputsHash()}`;
  const admin = new pg.Client({
    connectionString: withDatabase(serverUrl, 'postgres'),
    connectionTimeoutMillis: 5000,
  });
  try {
    await admin.connect();
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      // A template from a stale build would not be what its name (the migrations' hash) says.
      if (!built) throw new Error('the services did not build');
      await buildTemplate(admin, serverUrl, name);
    }
    await admin.query(`COMMENT ON DATABASE "${name}" IS '${new Date().toISOString()}'`);
    await dropUnused(admin, name);
    // Jest starts its workers after this, so they inherit the variable.
    process.env.TEST_DATABASE_TEMPLATE = name;
  } catch (error) {
    // Without a template every test file migrates its own database, as before: slower, same tests.
    console.warn(`\nno template database for the API tests, each file migrates its own: ${error.message}`);
  } finally {
    await admin.end().catch(() => undefined);
  }
}
