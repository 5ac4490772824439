// `npm run bench -- web --trace`: where a first visit's main-thread time goes, as CPU time per long
// task from a Chromium trace (Playwright, Debian's Chromium, a phone-sized page at 4x CPU
// slowdown). Lighthouse's TBT adds up the wall time of long tasks, and on a machine busy with
// other work a task's wall time includes the time the renderer waited for a core; its thread (CPU)
// time does not, so two builds measured in turn compare far more closely.
import { chromium } from 'playwright-core';

export const CPU_SLOWDOWN = 4;
/** A task longer than this blocks input (the threshold TBT counts from). */
const LONG_TASK_MS = 50;
/** How long after `load` the trace goes on: the page's reads, its render in slices, the cards. */
const SETTLE_MS = 5000;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'toplevel',
  'loading',
];
/** Tasks whose largest piece is running script (evaluating a file, a timer, a callback). */
const SCRIPT_KINDS =
  /^(EvaluateScript|TimerFire|FunctionCall|RunMicrotasks|V8\.|EventDispatch|FireAnimationFrame)/;

const ms = (micros) => micros / 1000;

/** The renderer's main thread: the one that evaluated the page's scripts. */
function mainThreadEvents(events) {
  const evaluations = new Map();
  for (const event of events) {
    if (event.name !== 'EvaluateScript') continue;
    const key = `${event.pid}:${event.tid}`;
    evaluations.set(key, (evaluations.get(key) ?? 0) + 1);
  }
  const busiest = [...evaluations].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!busiest) throw new Error('the trace has no script evaluation: did the page load?');
  return events.filter((event) => `${event.pid}:${event.tid}` === busiest);
}

/** Top-level tasks (a task nested in another is part of it). */
function topLevelTasks(events, from) {
  const tasks = events
    .filter(
      (e) =>
        e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ts >= from,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const top = [];
  let end = 0;
  for (const task of tasks) {
    if (task.ts < end) continue;
    top.push(task);
    end = task.ts + task.dur;
  }
  return top;
}

/** What a task mostly did: its longest child event, with the script file when it names one. */
function kindOf(task, events) {
  const end = task.ts + task.dur;
  let longest;
  for (const event of events) {
    if (event.ph !== 'X' || event === task || event.ts < task.ts || event.ts + (event.dur ?? 0) > end)
      continue;
    if (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') continue;
    if (!longest || event.dur > longest.dur) longest = event;
  }
  if (!longest) return 'other';
  const file = longest.args?.data?.url
    ?.split('/')
    .pop()
    ?.replace(/\.[0-9a-f]{8}\.js$/, '.js');
  return file && longest.name === 'EvaluateScript' ? `${longest.name} ${file}` : longest.name;
}

/** One traced first visit: the long tasks after the first paint and the CPU they took. */
async function traceOnce(browser, url, cookie) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    ...(cookie ? { extraHTTPHeaders: { Cookie: cookie } } : {}),
  });
  try {
    const page = await context.newPage();
    // A page of the same origin first, so the visit measured stays in this renderer (a first
    // navigation may swap processes, and the trace would follow the wrong one).
    await page.goto(new URL('/robots.txt', url).href);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const events = mainThreadEvents(traceEvents);
    const start = traceEvents.find((e) => e.name === 'navigationStart')?.ts ?? events[0].ts;
    const paint = traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.ts >= start)?.ts ?? start;
    const result = {
      fcpMs: ms(paint - start),
      blockingCpuMs: 0,
      scriptBlockingCpuMs: 0,
      cpuAfterPaintMs: 0,
      kinds: {},
    };
    for (const task of topLevelTasks(events, paint)) {
      const cpu = ms(task.tdur ?? task.dur);
      result.cpuAfterPaintMs += cpu;
      if (cpu <= LONG_TASK_MS) continue;
      const kind = kindOf(task, events);
      result.blockingCpuMs += cpu - LONG_TASK_MS;
      if (SCRIPT_KINDS.test(kind)) result.scriptBlockingCpuMs += cpu - LONG_TASK_MS;
      result.kinds[kind] = (result.kinds[kind] ?? 0) + cpu;
    }
    return result;
  } finally {
    await context.close();
  }
}

/** `runs` traced first visits of `url` in one browser, each in a fresh context (empty cache). */
export async function traceVisits({ url, cookie, runs, chromium: executablePath }) {
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await traceOnce(browser, url, cookie));
    return results;
  } finally {
    await browser.close();
  }
}
