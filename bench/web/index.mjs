#!/usr/bin/env node
// `npm run bench -- web`: Lighthouse (the npm package, Debian's Chromium, its default mobile
// emulation: a mid-range phone on slow 4G, 4x CPU slowdown) on the pages a shopper opens first,
// median of --runs (5) each, against a shop this starts (or --url <base> of a running one).
//
//   node bench/web/index.mjs [--runs 5] [--url http://localhost:8080] [--pages home,product,account]
//                            [--save <folder for the full reports>] [--trace]
//
// With --trace, no Lighthouse: each page's first visit is traced instead and the CPU time of its
// long tasks printed (trace.mjs), the figure to compare two builds by on a noisy machine.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CPU_SLOWDOWN, traceVisits } from './trace.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

const TARGETS = { score: 95, lcpMs: 1500, cls: 0.02, tbtMs: 150, jsKiB: 150 };

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const runs = Number(option('runs', '5'));
const pageNames = option('pages', 'home,product,festival,account').split(',');
/** A folder to keep each run's full Lighthouse report in (to see where the time went). */
const saveDir = option('save', undefined);
const traceOnly = process.argv.includes('--trace');

/** The shop on the bench's own ports, database and Redis prefix (the browser tests' layout, instance 8). */
async function startShop() {
  process.env.E2E_INSTANCE = '8';
  // The repository's own tooling, not a package: the bench runs the shop the way the browser tests do.
  const { E2E_ENV } = await import(pathToFileURL(path.join(root, 'scripts/lib/e2e-env.mjs')).href);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const readyFile = path.join(dir, 'ready.json');
  const child = spawn(process.execPath, ['scripts/start.mjs', '--ready-file', readyFile], {
    cwd: root,
    env: { ...process.env, ...E2E_ENV, OTP_RESEND_SECONDS: '30', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 300_000;
  while (!existsSync(readyFile)) {
    if (child.exitCode !== null) throw new Error(`the shop did not start (exit ${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('the shop did not start within 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const { url } = JSON.parse(readFileSync(readyFile, 'utf8'));
  return {
    url,
    sandboxUrl: E2E_ENV.SANDBOX_URL,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        // already gone
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A signed-in shopper's session cookie (send-otp, the code from the sandbox inbox, verify-otp). */
async function shopperCookie(base, sandboxUrl) {
  const phone = `98${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  const sent = await fetch(`${base}/api/auth/send-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone }),
  });
  if (!sent.ok) throw new Error(`send-otp answered ${sent.status}`);
  let otp;
  for (let i = 0; i < 40 && !otp; i++) {
    const inbox = await (await fetch(`${sandboxUrl}/sms/messages?phone=${phone}`)).json();
    otp = inbox[0]?.message.match(/\b(\d{6})\b/)?.[1];
    if (!otp) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const verified = await fetch(`${base}/api/auth/verify-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, otp, name: 'Bench Shopper', email: 'bench@example.in' }),
  });
  if (!verified.ok) throw new Error(`verify-otp answered ${verified.status}`);
  return verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function pagesToMeasure(base, sandboxUrl) {
  const first = await (await fetch(`${base}/api/products?limit=1`)).json();
  const productId = first.items?.[0]?.id;
  const all = {
    home: { path: '/' },
    product: { path: `/products/${productId}` },
    festival: { path: '/?festival=Diwali' },
    account: { path: '/account', cookie: () => shopperCookie(base, sandboxUrl) },
  };
  return pageNames.map((name) => {
    if (!all[name]) throw new Error(`unknown page ${name}; use ${Object.keys(all).join(', ')}`);
    return { name, ...all[name] };
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run of the default (mobile) configuration, performance only. */
async function measure(url, cookie) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      undefined,
    );
    const { lhr } = result;
    // A run Lighthouse could not finish (no paint seen in time, a page error) measures nothing:
    // it is reported and left out of the medians instead of counting as a zero.
    if (lhr.runtimeError) return { failed: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`;
      writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
      (item) => item.resourceType === 'Script',
    );
    return {
      cpuIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      jsKiB: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
      mainThread: Object.fromEntries(
        (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [
          item.groupLabel,
          item.duration,
        ]),
      ),
    };
  } finally {
    await chrome.kill();
  }
}

const fmt = {
  score: (v) => String(v),
  lcpMs: (v) => `${(v / 1000).toFixed(2)} s`,
  cls: (v) => v.toFixed(3),
  tbtMs: (v) => `${Math.round(v)} ms`,
  // One decimal: the budget is close, and 150.3 KiB must not read as 150.
  jsKiB: (v) => `${v.toFixed(1)} KiB`,
};
const good = { score: (v) => v >= TARGETS.score, cls: (v) => v <= TARGETS.cls };
const meets = (key, value) => (good[key] ? good[key](value) : value <= TARGETS[key]);
const LABELS = {
  score: 'performance score',
  lcpMs: 'LCP',
  cls: 'CLS',
  tbtMs: 'TBT',
  jsKiB: 'JS transferred',
};
const TARGET_TEXT = {
  score: '≥ 95',
  lcpMs: '≤ 1.50 s',
  cls: '≤ 0.020',
  tbtMs: '≤ 150 ms',
  jsKiB: '≤ 150 KiB',
};

/**
 * Where the main thread's time went (Lighthouse's breakdown, at its 4x slowdown), median per kind
 * of work: tells script to cut (evaluation, compiling) from the browser's own work on what the
 * scripts built (style and layout, painting), which fewer or later DOM changes reduce.
 */
function printMainThread(samples) {
  const kinds = [...new Set(samples.flatMap((sample) => Object.keys(sample.mainThread)))];
  const medians = kinds
    .map((kind) => [kind, median(samples.map((sample) => sample.mainThread[kind] ?? 0))])
    .sort((a, b) => b[1] - a[1]);
  if (medians.length === 0) return;
  const total = medians.reduce((sum, [, ms]) => sum + ms, 0);
  console.info(
    `  main thread ${Math.round(total)} ms: ${medians.map(([kind, ms]) => `${kind} ${Math.round(ms)}`).join(', ')}`,
  );
}

const range = (values, format) =>
  `${format(median(values))} (${format(Math.min(...values))} – ${format(Math.max(...values))})`;
const wholeMs = (v) => `${Math.round(v)} ms`;

/** The traced visits of one page: medians and ranges of the CPU its long tasks took. */
async function printTrace(base, page, cookie) {
  const samples = await traceVisits({ url: `${base}${page.path}`, cookie, runs, chromium: CHROMIUM });
  console.info(
    `${page.name} (${page.path}), ${samples.length} traced visits at ${CPU_SLOWDOWN}× CPU, CPU time of the main thread`,
  );
  const rows = [
    ['long tasks beyond 50 ms', 'blockingCpuMs'],
    ['script tasks beyond 50 ms', 'scriptBlockingCpuMs'],
    ['after the first paint', 'cpuAfterPaintMs'],
  ];
  for (const [label, field] of rows) {
    console.info(
      `  ${label.padEnd(28)} ${range(
        samples.map((s) => s[field]),
        wholeMs,
      )}`,
    );
  }
  const kinds = [...new Set(samples.flatMap((s) => Object.keys(s.kinds)))]
    .map((kind) => [kind, median(samples.map((s) => s.kinds[kind] ?? 0))])
    .filter(([, cpu]) => cpu > 0)
    .sort((a, b) => b[1] - a[1]);
  console.info(
    `  long tasks by what they did: ${kinds.map(([kind, cpu]) => `${kind} ${Math.round(cpu)}`).join(', ')}`,
  );
  console.info('');
}

async function main() {
  const given = option('url', undefined);
  const shop = given
    ? { url: given, sandboxUrl: process.env.SANDBOX_URL ?? 'http://127.0.0.1:4010', stop() {} }
    : await startShop();
  let failed = false;
  try {
    const base = shop.url.replace(/\/+$/, '');
    console.info(
      traceOnly
        ? `Traced first visits, ${runs}× per page (Chromium, ${CPU_SLOWDOWN}× CPU, no network throttling) against ${base}\n`
        : `Lighthouse ${runs}× per page (default mobile: slow 4G, 4× CPU) against ${base}\n`,
    );
    for (const page of await pagesToMeasure(base, shop.sandboxUrl)) {
      const cookie = page.cookie ? await page.cookie() : undefined;
      if (traceOnly) {
        await printTrace(base, page, cookie);
        continue;
      }
      // A run Lighthouse could not finish is tried again (at most `runs` more times), so the
      // median is of `runs` finished runs whenever the machine allows it.
      const all = [];
      for (let tries = 0; tries < 2 * runs && all.filter((s) => !s.failed).length < runs; tries++) {
        all.push(await measure(`${base}${page.path}`, cookie));
      }
      const samples = all.filter((sample) => !sample.failed);
      for (const { failed: why } of all.filter((sample) => sample.failed))
        console.info(`  a run failed: ${why}`);
      if (samples.length === 0) {
        failed = true;
        console.info(`${page.name} (${page.path}): no run finished\n`);
        continue;
      }
      console.info(`${page.name} (${page.path}), median of ${samples.length}`);
      console.info('  metric              median      range                    target     ');
      for (const key of Object.keys(LABELS)) {
        const values = samples.map((s) => s[key]);
        const m = median(values);
        const ok = meets(key, m);
        failed ||= !ok;
        console.info(
          `  ${LABELS[key].padEnd(18)}  ${fmt[key](m).padEnd(10)}  ${`${fmt[key](Math.min(...values))} – ${fmt[key](Math.max(...values))}`.padEnd(23)}  ${TARGET_TEXT[key].padEnd(10)} ${ok ? 'met' : 'MISSED'}`,
        );
      }
      printMainThread(samples);
      // Lighthouse's own measure of the machine's speed while it ran: blocking time scales with
      // it, so figures from machines (or moments) with different indexes do not compare.
      const cpu = samples.map((s) => s.cpuIndex).filter(Number.isFinite);
      if (cpu.length > 0) {
        console.info(
          `  CPU benchmark index ${Math.round(median(cpu))} (${Math.round(Math.min(...cpu))} – ${Math.round(Math.max(...cpu))}; higher is faster)`,
        );
      }
      console.info('');
    }
  } finally {
    shop.stop();
  }
  if (!traceOnly) console.info(failed ? 'Some targets missed (figures above).' : 'Every target met.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
