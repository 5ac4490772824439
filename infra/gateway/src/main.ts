import { createServer } from 'node:http';
import { loadConfig } from './config';
import { createGateway } from './app';
import { jsonLogger } from './log';

const config = loadConfig();
const server = createServer(createGateway(config, jsonLogger));
server.on('error', (err) => {
  jsonLogger('error', `gateway cannot listen on ${config.host}:${config.port}: ${err.message}`);
  process.exit(1);
});
server.listen(config.port, config.host, () => {
  jsonLogger('info', `gateway listening on http://${config.host}:${config.port}`, {
    staticRoot: config.staticRoot,
    remotesJson: config.remotesJson,
  });
});

function stop(): void {
  server.close(() => process.exit(0));
  // Idle keep-alive browser connections would otherwise hold close() open.
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 3000).unref();
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
