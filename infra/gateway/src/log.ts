/**
 * One JSON line per event, shaped like the services' pino lines (level, time, msg, reqId) so
 * `npm start` prints the gateway's lines the same way.
 */
export type LogLevel = 'info' | 'warn' | 'error';
export type Logger = (level: LogLevel, msg: string, fields?: Record<string, unknown>) => void;

const LEVELS: Record<LogLevel, number> = { info: 30, warn: 40, error: 50 };

export const jsonLogger: Logger = (level, msg, fields = {}) => {
  const line = JSON.stringify({ level: LEVELS[level], time: Date.now(), name: 'gateway', msg, ...fields });
  process.stdout.write(`${line}\n`);
};

export const silentLogger: Logger = () => undefined;
