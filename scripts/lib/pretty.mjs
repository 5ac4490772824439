// Turns JSON log lines (pino, from the services, gateway and sandbox) into short readable ones for
// the terminal. Anything that is not such a line is shown as it is.
import { color } from './output.mjs';

const NAMES = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
const SEVERITY = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
const LEVEL_COLOR = { warn: color.yellow, error: color.red, fatal: color.red };
/** Nest's start-up roll-call (every module and route, one line each): noise in a terminal. */
const CHATTER = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

function parse(line) {
  if (!line.startsWith('{')) return null;
  try {
    const value = JSON.parse(line);
    const levelOk = typeof value.level === 'number' || typeof value.level === 'string';
    return levelOk && typeof value.msg === 'string' ? value : null;
  } catch {
    return null;
  }
}

const clock = (time) => {
  const date = new Date(time ?? Date.now());
  return (Number.isNaN(date.getTime()) ? new Date() : date).toTimeString().slice(0, 8);
};

/** One log line -> the text to print (several lines for a stack), or null to leave it out. */
export function prettyLine(line) {
  const entry = parse(line);
  if (!entry) return line;
  const level = typeof entry.level === 'number' ? (NAMES[entry.level] ?? String(entry.level)) : entry.level;
  const severity = SEVERITY[level] ?? 30;
  if (CHATTER.has(entry.context) && severity <= 30) return null;
  let text = entry.msg;
  // pino-http's "request completed": method, url, status and time say it all.
  if (entry.req?.method && entry.res?.statusCode) {
    const ms = typeof entry.responseTime === 'number' ? ` ${Math.round(entry.responseTime)}ms` : '';
    text = `${entry.req.method} ${entry.req.url} → ${entry.res.statusCode}${ms}`;
  }
  const reqId = entry.reqId ?? entry.requestId ?? entry.req?.id;
  const tag = LEVEL_COLOR[level] ? `${LEVEL_COLOR[level](level.toUpperCase())} ` : '';
  const id = typeof reqId === 'string' ? color.dim(` ${reqId.slice(0, 8)}`) : '';
  const stack = entry.err?.stack && severity >= 50 ? `\n${entry.err.stack}` : '';
  return `${color.dim(clock(entry.time))} ${tag}${text}${id}${stack}`;
}
