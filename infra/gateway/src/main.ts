import { createServer } from 'node:http';
import { loadConfig } from './config';
import { createGateway } from './app';
import { jsonLogger } from './log';
import { startRememberedReads } from './remembered-reads';

const config = loadConfig();
// The public catalogue reads answered from memory, in front of express (docs/adr/0034).
const memory = startRememberedReads(config, jsonLogger);
const app = createGateway(config, jsonLogger, memory?.gatewayOptions);
const server = createServer(memory ? memory.listener(app) : app);
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
  void memory?.close();
  // Idle keep-alive browser connections would otherwise hold close() open.
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 3000).unref();
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
