/*
 * The characters no text a client sends may hold: PostgreSQL cannot store a NUL (the insert fails
 * and the caller sees a 503), and the other control characters hide text on screens, in logs and
 * in CSV exports. Refused: C0 controls (a multi-line text keeps tab, line feed and carriage
 * return), DEL, C1 controls, and lone UTF-16 surrogates (no character; PostgreSQL's UTF-8 cannot
 * hold them either). Kept apart from the schemas (primitives.ts builds `plainString` on it) so
 * the first page can ask it without loading zod.
 */
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

export type TextLines = 'single-line' | 'multi-line';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a text holds a character `plainString(lines)` refuses. */
export function hasControlCharacters(value: string, lines: TextLines = 'single-line'): boolean {
  const control = lines === 'multi-line' ? CONTROL_IN_TEXT : CONTROL_IN_LINE;
  return control.test(value) || LONE_SURROGATE.test(value);
}
