// Runs every service's migrations, then (optionally) the demo seed.
import { fromRoot } from './repo.mjs';
import { UserError, color, colorFor, step } from './output.mjs';
import { prettyLine } from './pretty.mjs';
import { run } from './run.mjs';

/** Runs one CLI; its lines are printed as they come (live) or together once it ends (buffered). */
async function runCli(name, entry, env, width, { live = true } = {}) {
  const label = colorFor(name)(name.padEnd(width));
  const lines = [];
  const { code } = await run(process.execPath, [fromRoot(entry)], {
    env,
    onLine: (line) => {
      const text = line.trim() && prettyLine(line);
      if (!text) return;
      if (live) console.info(`${label} ${color.dim('│')} ${text}`);
      else lines.push(`${label} ${color.dim('│')} ${text}`);
    },
  });
  return { code, lines };
}

const failure = (name, what, entry, code) =>
  new UserError(`${name} ${what} failed (node ${entry} exited with ${code}; see above)`);

/**
 * Each service migrates its own schema (with its own migrations table), so they run side by
 * side: a Nest boot each, ~5 s apart otherwise. Two services creating the same database or
 * extension at once can still collide in PostgreSQL, so a service that fails is retried alone
 * before the failure counts.
 */
export async function migrateAll({ migrations, seed }, env, { withSeed = true, width = 12 } = {}) {
  const results = await Promise.all(
    migrations.map((m) => runCli(m.name, m.entry, env, width, { live: false })),
  );
  const failed = migrations.filter((_, i) => results[i].code !== 0);
  results.filter((r) => r.code === 0).forEach((r) => r.lines.forEach((line) => console.info(line)));
  for (const { name, entry } of failed) {
    step(`retrying ${name} migrations on their own`);
    const { code } = await runCli(name, entry, env, width);
    if (code !== 0) throw failure(name, 'migrations', entry, code);
  }
  if (withSeed) {
    const { code } = await runCli(seed.name, seed.entry, env, width);
    if (code !== 0) throw failure(seed.name, 'seed', seed.entry, code);
  }
}
