// The yardstick of bench/api: a bare Node HTTP server answering fixed paths with fixed bytes (the
// catalog's own answers, read once at start), so the only work left is HTTP itself.
//
//   node bench/api/bare-server.mjs <port> <answers.json>
//
// answers.json: { "<path with query>": { "type": "<content-type>", "body": "<text>" } }.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, { type, body }]) => [
    path,
    { type, body: Buffer.from(body) },
  ]),
);

const server = http.createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': answer.type, 'content-length': answer.body.length });
  res.end(answer.body);
});
server.listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
