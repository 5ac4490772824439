// A loopback control port for the browser tests: they stop, kill and restart replicas by name,
// as an orchestrator would, while they shop.
import { createServer } from 'node:http';

export function startControl(processes, port) {
  const server = createServer(async (req, res) => {
    const answer = (status, body) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const match = /^\/processes\/([a-z0-9-]+)\/(stop|kill|restart)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) return answer(404, { message: 'Not found' });
    const [, name, action] = match;
    try {
      if (action === 'restart') {
        await processes.restart(name);
        return answer(200, { name, action });
      }
      const result = await processes.stop(name, action === 'kill' ? 'SIGKILL' : 'SIGTERM');
      return answer(200, { name, action, ...result });
    } catch (error) {
      return answer(500, { message: error.message });
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
