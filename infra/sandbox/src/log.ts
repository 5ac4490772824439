/** JSON lines shaped like the services' pino output, so `npm start` prints them the same way. */
export type Logger = (
  level: 'info' | 'warn' | 'error',
  msg: string,
  fields?: Record<string, unknown>,
) => void;

const LEVELS = { info: 30, warn: 40, error: 50 } as const;
/** pino's levels, which LOG_LEVEL names for the services too. */
const THRESHOLDS: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

/**
 * Writes the lines at `minimum` (a LOG_LEVEL: info when unset or unknown) and above. At a busy
 * moment a line per SMS, mail and Shiprocket order is a write of its own, and another in
 * `npm start` that prints it.
 */
export function jsonLogger(minimum: string | undefined): Logger {
  const threshold = THRESHOLDS[minimum ?? ''] ?? THRESHOLDS.info!;
  return (level, msg, fields = {}) => {
    if (LEVELS[level] < threshold) return;
    process.stdout.write(
      `${JSON.stringify({ level: LEVELS[level], time: Date.now(), name: 'sandbox', msg, ...fields })}\n`,
    );
  };
}

export const silentLogger: Logger = () => undefined;
