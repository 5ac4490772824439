#!/usr/bin/env node
// `npm run bench -- orders`: cash-on-delivery orders at a festival peak, and the pipeline behind
// them (the Shiprocket hand-off and the invoice e-mail of each order).
//
//   node bench/orders/index.mjs [--seconds 20] [--in-flight 16] [--shoppers 8] [--products 8]
//                               [--runs 1] [--rate <orders/s>] [--no-build] [--env KEY=VALUE ...]
//
// 1. starts the shop on its own ports (scripts/start.mjs, the browser tests' layout as instance 6:
//    gateway 18140, database festive_e2e_6); --env passes a setting to every process of it;
// 2. makes the bench's products through the admin API (stock for the whole run) and, for each run,
//    signs in --shoppers new shoppers (send-otp, the code from the sandbox's SMS inbox, verify-otp);
// 3. places COD orders through the gateway, --in-flight at once for --seconds, each with its own
//    Idempotency-Key (after a warm-up that is placed and checked but not timed); with --rate, on a
//    fixed schedule instead (an open loop: does the pipeline keep pace at that rate?);
// 4. checks: stock went down by exactly the orders answered 201, one order per key (and a replay of
//    some keys answers the same order, taking no stock), one Shiprocket order per order, no move
//    of an order recorded twice;
// 5. the pipeline: order created -> its shipping and invoice jobs queued, started and finished
//    (BullMQ's records), -> Shiprocket booked p50/p95/p99, and the orders still without their
//    booking / invoice e-mail over time until both are drained.
// Targets: >= 150 orders/s, p95 <= 100 ms, order -> shipping job started p99 <= 250 ms, e-mails
// keep pace.
import { parseArgs } from 'node:util';
import {
  backlog,
  benchOrders,
  openDatabase,
  owedElsewhere,
  orderToShipped,
  repeatedMoves,
  sampleBacklog,
  stockOf,
} from './checks.mjs';
import { cpuPerOrder, cpuSnapshot } from './cpu.mjs';
import { jobDelays } from './jobs.mjs';
import { latencySummary, orderBody, placeOrder, runLoad } from './load.mjs';
import { benchPhones, createBenchProducts, signInShopper, startShop } from './shop.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    'in-flight': { type: 'string', default: '16' },
    shoppers: { type: 'string', default: '8' },
    products: { type: 'string', default: '8' },
    runs: { type: 'string', default: '1' },
    rate: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    env: { type: 'string', multiple: true, default: [] },
  },
});
const SECONDS = Number(args.seconds);
const IN_FLIGHT = Number(args['in-flight']);
const SHOPPERS = Number(args.shoppers);
const PRODUCTS = Number(args.products);
const RUNS = Number(args.runs);
const RATE = args.rate === undefined ? undefined : Number(args.rate);
const WARMUP_SECONDS = 5;
const REPLAYS = 32;
const TARGETS = { ordersPerSecond: 150, p95Ms: 100, shippingJobStartP99Ms: 250 };

const shopEnv = Object.fromEntries(
  args.env.map((pair) => {
    const at = pair.indexOf('=');
    if (at < 1) throw new Error(`--env wants KEY=VALUE, got "${pair}"`);
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');
const s = (value) => `${(value / 1000).toFixed(1)} s`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Non-201 answers by status and message, most frequent first. */
function errorKinds(results) {
  const kinds = new Map();
  for (const r of results.filter((r) => r.status !== 201)) {
    const kind = `${r.status} ${String(r.answer?.message ?? '').slice(0, 90)}`;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return [...kinds].sort((a, b) => b[1] - a[1]);
}

async function oneRun({ shop, db, products, run }) {
  const phones = benchPhones(SHOPPERS);
  const shoppers = [];
  for (const [n, phone] of phones.entries())
    shoppers.push(await signInShopper(shop.url, shop.sandboxUrl, phone, n));
  const userIds = shoppers.map((shopper) => shopper.userId);
  const productIds = products.map((product) => product.id);
  const keyPrefix = `bench-${Date.now().toString(36)}-${run}`;
  // The dead rows of earlier runs cleared away first, as autovacuum does on a real database (it is
  // off on the development machines): each run then starts from the same footing.
  await db.query('VACUUM (ANALYZE)');
  const stockBefore = await stockOf(db, productIds);
  const database = new URL(shop.databaseUrl).pathname.slice(1);
  const cpuBefore = await cpuSnapshot(shop.children, db, database, shop.redisUrl);

  const warmup = await runLoad({
    base: shop.url,
    shoppers,
    products,
    inFlight: IN_FLIGHT,
    seconds: WARMUP_SECONDS,
    keyPrefix: `${keyPrefix}-w`,
    rate: RATE,
  });
  const sampler = sampleBacklog(db, userIds);
  const load = await runLoad({
    base: shop.url,
    shoppers,
    products,
    inFlight: IN_FLIGHT,
    seconds: SECONDS,
    keyPrefix,
    rate: RATE,
  });
  const drain = await sampler.stop();
  const cpuAfter = await cpuSnapshot(shop.children, db, database, shop.redisUrl);

  // Replays: the same key and body again, all at once, must answer the same order.
  const placed = [...warmup.results, ...load.results].filter((r) => r.status === 201);
  const sample = placed
    .filter((_, i) => i % Math.max(1, Math.floor(placed.length / REPLAYS)) === 0)
    .slice(0, REPLAYS);
  const replays = await Promise.all(
    sample.map(async (r) => ({
      first: r,
      again: await placeOrder(shop.url, r.shopper, orderBody(r.shopper, r.product), r.key),
    })),
  );
  const replayMismatches = replays.filter(
    ({ first, again }) => again.status !== 201 || again.id !== first.id,
  );

  const stockAfter = await stockOf(db, productIds);
  const stockTaken = productIds.reduce((sum, id) => sum + (stockBefore.get(id) - stockAfter.get(id)), 0);
  const rows = await benchOrders(db, userIds);
  const byKey = new Map();
  for (const row of rows) {
    const headerKey = row.idempotency_key.split(':key:')[1] ?? row.idempotency_key;
    byKey.set(headerKey, [...(byKey.get(headerKey) ?? []), row]);
  }
  const duplicateKeys = [...byKey.values()].filter((list) => list.length > 1).length;
  const placedIds = new Set(placed.map((r) => r.id));
  const ordersWithout201 = rows.filter((row) => !placedIds.has(row.id)).length;
  const storedIds = new Set(rows.map((row) => row.id));
  const answeredNotStored = placed.filter((r) => !storedIds.has(r.id)).length;
  const orderedQuantity = rows.reduce((sum, row) => sum + row.quantity, 0);

  // Loaded here, not at the top: on a fresh clone contracts is built by the shop's start.
  const { QUEUES, formatOrderNumber } = await import('@festive/contracts');
  const remote = await (await fetch(`${shop.sandboxUrl}/shiprocket/sandbox/orders`)).json();
  const numbers = new Set(rows.map((row) => formatOrderNumber(row.order_number)));
  const perNumber = new Map();
  for (const order of remote.orders) {
    if (numbers.has(order.channel_order_id))
      perNumber.set(order.channel_order_id, (perNumber.get(order.channel_order_id) ?? 0) + 1);
  }
  const shiprocketTwice = [...perNumber.values()].filter((count) => count > 1).length;
  const shiprocketMissing = rows.length - perNumber.size;

  return {
    load,
    warmup,
    drain,
    stockTaken,
    orderedQuantity,
    successes: placed.length,
    stored: rows.length,
    duplicateKeys,
    ordersWithout201,
    answeredNotStored,
    replays: replays.length,
    replayMismatches: replayMismatches.length,
    shiprocketTwice,
    shiprocketMissing,
    repeatedMoves: await repeatedMoves(db, userIds),
    shipped: latencySummary(await orderToShipped(db, userIds)),
    jobs: await jobDelays({
      redisUrl: shop.redisUrl,
      redisPrefix: shop.redisPrefix,
      queues: [QUEUES.shippingSubmit, QUEUES.invoiceEmail],
      orders: rows,
    }),
    finalBacklog: await backlog(db, userIds),
    cpu: cpuPerOrder(cpuBefore, cpuAfter, rows.length),
  };
}

function report(run, r) {
  const timed = r.load.results;
  const ok = timed.filter((x) => x.status === 201);
  const latency = latencySummary(timed.map((x) => x.ms));
  const rate = ok.length / r.load.elapsedSeconds;
  const how = RATE
    ? `${RATE} orders/s on a schedule, at most ${IN_FLIGHT} in flight`
    : `${IN_FLIGHT} in flight`;
  console.info(`\nrun ${run}: ${how} for ${SECONDS} s (after a ${WARMUP_SECONDS} s warm-up, not timed)`);
  console.info(
    `  placing   ${rate.toFixed(1)} orders/s   p50 ${ms(latency.p50)}  p95 ${ms(latency.p95)}  p99 ${ms(latency.p99)}  max ${ms(latency.max)}`,
  );
  console.info(
    `            ${ok.length} placed, ${timed.length - ok.length} errors (warm-up: ${r.warmup.results.filter((x) => x.status === 201).length} placed, ${r.warmup.results.filter((x) => x.status !== 201).length} errors)`,
  );
  for (const [kind, count] of errorKinds([...r.warmup.results, ...timed]))
    console.info(`              ${count}× ${kind}`);
  const checks = [
    [
      `stock taken = quantity of the orders answered 201`,
      `${r.stockTaken} = ${r.successes}`,
      r.stockTaken === r.successes && r.orderedQuantity === r.successes,
    ],
    [
      `orders stored = orders answered 201`,
      `${r.stored} = ${r.successes} (stored without a 201: ${r.ordersWithout201}, answered but not stored: ${r.answeredNotStored})`,
      r.stored === r.successes && r.ordersWithout201 === 0 && r.answeredNotStored === 0,
    ],
    [`one order per Idempotency-Key`, `${r.duplicateKeys} keys with more than one`, r.duplicateKeys === 0],
    [
      `replayed keys answer the same order`,
      `${r.replays - r.replayMismatches}/${r.replays}`,
      r.replayMismatches === 0,
    ],
    [
      `one Shiprocket order per order`,
      `${r.shiprocketTwice} twice, ${r.shiprocketMissing} missing`,
      r.shiprocketTwice === 0 && r.shiprocketMissing === 0,
    ],
    [`no move of an order recorded twice`, `${r.repeatedMoves}`, r.repeatedMoves === 0],
  ];
  for (const [name, value, pass] of checks) console.info(`  ${pass ? 'ok    ' : 'FAILED'} ${name}: ${value}`);
  const sh = r.shipped;
  console.info(
    `  order -> Shiprocket booked  p50 ${ms(sh.p50)}  p95 ${ms(sh.p95)}  p99 ${ms(sh.p99)}  max ${ms(sh.max)}  (${sh.count} orders)`,
  );
  for (const [queue, delays] of Object.entries(r.jobs)) {
    const parts = ['queued', 'started', 'finished'].map((step) => {
      const d = latencySummary(delays[step]);
      return `${step} p50 ${ms(d.p50)} p99 ${ms(d.p99)}`;
    });
    console.info(`  order -> ${queue} job  ${parts.join('   ')}  (${delays.queued.length} jobs)`);
  }
  const { samples, stoppedAt, drained } = r.drain;
  const peak = (field) => Math.max(0, ...samples.map((x) => x[field]));
  const drainedAt = (field) => samples.find((x) => x.ms >= stoppedAt && x[field] === 0)?.ms;
  console.info(`  waiting for their booking / invoice e-mail (orders so far), every 2 s:`);
  let lastShown = -Infinity;
  const lines = [];
  for (const x of samples) {
    if (x.ms - lastShown < 2000 && x !== samples.at(-1)) continue;
    lastShown = x.ms;
    lines.push(
      `${s(x.ms).padStart(7)} ${String(x.unshipped).padStart(5)} / ${String(x.uninvoiced).padStart(5)} (${x.orders})`,
    );
  }
  for (let i = 0; i < lines.length; i += 3) console.info(`    ${lines.slice(i, i + 3).join('   ')}`);
  const shipDrain = drainedAt('unshipped');
  const mailDrain = drainedAt('uninvoiced');
  console.info(
    `  most waiting: ${peak('unshipped')} bookings, ${peak('uninvoiced')} e-mails; drained ${shipDrain === undefined ? 'NOT' : s(shipDrain - stoppedAt)} / ${mailDrain === undefined ? 'NOT' : s(mailDrain - stoppedAt)} after the last order${drained ? '' : ' (gave up waiting)'}`,
  );
  const cpuParts = Object.entries(r.cpu).filter(([, value]) => value >= 0.05);
  const cpuTotal = cpuParts.reduce((sum, [, value]) => sum + value, 0);
  console.info(
    `  CPU per order, placing to drained: ${cpuTotal.toFixed(1)} ms (${cpuParts
      .sort((a, b) => b[1] - a[1])
      .map(([name, value]) => `${name} ${value.toFixed(1)}`)
      .join(', ')})`,
  );
  const checksPass = checks.every(([, , pass]) => pass);
  return {
    rate,
    p50: latency.p50,
    p95: latency.p95,
    p99: latency.p99,
    errors: timed.length - ok.length,
    shippedP50: sh.p50,
    shippedP95: sh.p95,
    shippedP99: sh.p99,
    shippingJobStartP99: latencySummary(r.jobs['shipping.submit'].started).p99,
    invoiceSentP99: latencySummary(r.jobs['invoice.email'].finished).p99,
    mailPeak: peak('uninvoiced'),
    mailDrainMs: mailDrain === undefined ? Number.NaN : mailDrain - stoppedAt,
    cpuMs: cpuTotal,
    checksPass,
  };
}

/** An earlier run stopped half-way leaves jobs that would run first: let them finish. */
async function waitForQuietPipeline(db) {
  const deadline = Date.now() + 180_000;
  let owed = await owedElsewhere(db);
  if (owed > 0) console.info(`waiting for ${owed} earlier orders to finish their hand-off and invoice first`);
  while (owed > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    owed = await owedElsewhere(db);
  }
  if (owed > 0) console.info(`  ${owed} earlier orders still owe their jobs; measuring anyway`);
}

async function main() {
  const shop = await startShop({ env: shopEnv, build: !args['no-build'] });
  let db;
  const figures = [];
  try {
    db = await openDatabase(shop.databaseUrl);
    console.info(
      `\norders bench against ${shop.url}${Object.keys(shopEnv).length ? ` with ${args.env.join(' ')}` : ''}`,
    );
    // Stock for every run at a few hundred orders a second, spread over a few products (the
    // same rows many shoppers buy at once, as at a festival).
    const products = await createBenchProducts(shop.url, PRODUCTS, 1_000_000);
    await waitForQuietPipeline(db);
    for (let run = 1; run <= RUNS; run++)
      figures.push(report(run, await oneRun({ shop, db, products, run })));
  } finally {
    await db?.end();
    await shop.stop();
  }
  const m = (key) => median(figures.map((f) => f[key]));
  console.info(
    `\n${RUNS > 1 ? `median of ${RUNS} runs` : 'result'} (on a machine busy with other work these mostly measure the wait for a CPU):`,
  );
  const lines = [
    ['orders/s', m('rate').toFixed(1), `>= ${TARGETS.ordersPerSecond}`, m('rate') >= TARGETS.ordersPerSecond],
    ['placing p95', ms(m('p95')), `<= ${TARGETS.p95Ms} ms`, m('p95') <= TARGETS.p95Ms],
    ['placing p50 / p99', `${ms(m('p50'))} / ${ms(m('p99'))}`, '', true],
    ['errors', String(m('errors')), '0', m('errors') === 0],
    [
      'order -> shipping job started p99',
      ms(m('shippingJobStartP99')),
      `<= ${TARGETS.shippingJobStartP99Ms} ms`,
      m('shippingJobStartP99') <= TARGETS.shippingJobStartP99Ms,
    ],
    [
      'order -> booked p50 / p95 / p99',
      `${ms(m('shippedP50'))} / ${ms(m('shippedP95'))} / ${ms(m('shippedP99'))}`,
      '',
      true,
    ],
    ['order -> invoice e-mailed p99', ms(m('invoiceSentP99')), '', true],
    ['CPU per order (all parts, ms)', m('cpuMs').toFixed(1), '', true],
    ['e-mails waiting at most', String(m('mailPeak')), '', true],
    [
      'e-mails drained after the last order',
      Number.isFinite(m('mailDrainMs')) ? s(m('mailDrainMs')) : 'NOT',
      '<= 2 s',
      m('mailDrainMs') <= 2000,
    ],
    [
      'checks (stock, keys, replays, Shiprocket)',
      figures.every((f) => f.checksPass) ? 'all pass' : 'FAILED',
      'all pass',
      figures.every((f) => f.checksPass),
    ],
  ];
  for (const [name, value, target, pass] of lines)
    console.info(
      `  ${name.padEnd(42)} ${value.padEnd(14)} ${target.padEnd(12)} ${target ? (pass ? 'met' : 'MISSED') : ''}`,
    );
  if (!figures.every((f) => f.checksPass)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
