/** JSON lines shaped like the services' pino output, so `npm start` prints them the same way. */
export type Logger = (
  level: 'info' | 'warn' | 'error',
  msg: string,
  fields?: Record<string, unknown>,
) => void;

/** The levels the sandbox writes at, numbered as pino numbers them. */
const LEVELS = { info: 30, warn: 40, error: 50 } as const;
/** Every level LOG_LEVEL may name (pino's, as for the services). */
const THRESHOLDS: Record<string, number> = { trace: 10, debug: 20, ...LEVELS, fatal: 60, silent: Infinity };

/**
 * Writes the lines at `minimum` (a LOG_LEVEL: info when unset or unknown) and above. At a busy
 * moment a line per SMS, mail and Shiprocket order is a write of its own, and another in
 * `npm start` that prints it.
 */
export function jsonLogger(minimum: string | undefined): Logger {
  const threshold = THRESHOLDS[minimum ?? ''] ?? LEVELS.info;
  return (level, msg, fields = {}) => {
    if (LEVELS[level] < threshold) return;
    process.stdout.write(
      `${JSON.stringify({ level: LEVELS[level], time: Date.now(), name: 'sandbox', msg, ...fields })}\n`,
    );
  };
}

export const silentLogger: Logger = () => undefined;
