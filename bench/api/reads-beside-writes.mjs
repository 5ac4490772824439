#!/usr/bin/env node
// The storefront's first grid page read through a running gateway while writes pass through it
// alongside, as at a festival peak where shoppers read the grid and save their carts at once.
//
//   node bench/api/reads-beside-writes.mjs [--url http://localhost:8080] [--writes 100]
//                                          [--write "PUT /api/cart"] [--seconds 10] [--connections 16]
//
// Runs autocannon for --seconds on /api/products?tab=festival&limit=24 twice: once alone, once
// with --writes requests a second of --write beside it (unsigned in, so a cart save answers 401:
// the gateway sees the write either way). Prints reads/s, p50 and p99 of each.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080' },
    writes: { type: 'string', default: '100' },
    write: { type: 'string', default: 'PUT /api/cart' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
  },
});
const [writeMethod, writePath] = args.write.split(' ');
const READ_PATH = '/api/products?tab=festival&limit=24';

/** Sends the writes one after another at about `perSecond` until `done()` says stop. */
async function writeAlongside(perSecond, done) {
  let sent = 0;
  while (!done()) {
    const started = Date.now();
    await fetch(`${args.url}${writePath}`, {
      method: writeMethod,
      headers: { 'content-type': 'application/json', origin: args.url },
      body: '{"items":[]}',
    })
      .then((res) => res.arrayBuffer())
      .catch(() => undefined);
    sent += 1;
    const wait = 1000 / perSecond - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return sent;
}

async function run(writesPerSecond) {
  let finished = false;
  const writing = writesPerSecond > 0 ? writeAlongside(writesPerSecond, () => finished) : Promise.resolve(0);
  const reads = await autocannon({
    url: `${args.url}${READ_PATH}`,
    connections: Number(args.connections),
    duration: Number(args.seconds),
  });
  finished = true;
  const writes = await writing;
  const label = writesPerSecond > 0 ? `beside ${writes} × ${args.write}` : 'alone';
  console.log(
    `${label.padEnd(32)} reads/s ${String(Math.round(reads.requests.average)).padStart(6)}  p50 ${reads.latency.p50} ms  p99 ${reads.latency.p99} ms  errors ${reads.errors + reads.non2xx}`,
  );
}

console.log(`GET ${READ_PATH} through ${args.url}, ${args.connections} connections, ${args.seconds} s each`);
await run(0);
await run(Number(args.writes));
