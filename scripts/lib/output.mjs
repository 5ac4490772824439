// Terminal output for the start and build scripts: short, coloured only on a terminal.
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : String(text));

export const color = {
  dim: paint('2'),
  bold: paint('1'),
  red: paint('31'),
  green: paint('32'),
  yellow: paint('33'),
  blue: paint('34'),
  magenta: paint('35'),
  cyan: paint('36'),
};

const palette = [color.cyan, color.magenta, color.blue, color.yellow, color.green];

/** A stable colour per process name, so each child's lines are easy to follow. */
export function colorFor(name) {
  let sum = 0;
  for (const char of name) sum = (sum * 31 + char.charCodeAt(0)) >>> 0;
  return palette[sum % palette.length];
}

export const step = (text) => console.info(`${color.bold('›')} ${text}`);
export const ok = (text) => console.info(`${color.green('✓')} ${text}`);
export const fail = (text) => console.error(`${color.red('✗')} ${text}`);

export const seconds = (startedAt) => `${((Date.now() - startedAt) / 1000).toFixed(1)}s`;

/** A failure the user can act on: printed as one line, no stack. */
export class UserError extends Error {}
