/** JSON lines shaped like the services' pino output, so `npm start` prints them the same way. */
export type Logger = (
  level: 'info' | 'warn' | 'error',
  msg: string,
  fields?: Record<string, unknown>,
) => void;

const LEVELS = { info: 30, warn: 40, error: 50 } as const;

export const jsonLogger: Logger = (level, msg, fields = {}) => {
  process.stdout.write(
    `${JSON.stringify({ level: LEVELS[level], time: Date.now(), name: 'sandbox', msg, ...fields })}\n`,
  );
};

export const silentLogger: Logger = () => undefined;
