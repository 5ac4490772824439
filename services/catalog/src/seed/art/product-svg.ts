import { type Motif, drawMotif } from './motifs';

export interface ProductArt {
  /** The product name, written on the picture. */
  title: string;
  /** A small line above the title, e.g. the festival. */
  caption?: string;
  motif: Motif;
  /** Gradient from the first colour (top left) to the second (bottom right). */
  palette: readonly [string, string];
}

const SIZE = 800;
const LINE_CHARS = 22;
const MAX_LINES = 3;
const COLOUR = /^#[0-9a-fA-F]{3,8}$/;

/** Text for SVG/XML: markup characters escaped and characters XML forbids removed. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- removing the control characters XML 1.0 forbids
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** Breaks a title into at most three lines of about 22 characters, on spaces. */
export function wrapTitle(title: string, lineChars = LINE_CHARS, maxLines = MAX_LINES): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of title.trim().split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= lineChars || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, lineChars - 1)}…`;
  return kept;
}

const safeColour = (value: string, fallback: string) => (COLOUR.test(value) ? value : fallback);

/**
 * A square product picture: gradient background, a festive motif and the product name. The
 * output is deterministic, so re-running the seed uploads identical files.
 */
export function productSvg(art: ProductArt): string {
  const [from, to] = [safeColour(art.palette[0], '#7b1e3a'), safeColour(art.palette[1], '#f59e0b')];
  const lines = wrapTitle(art.title);
  const lineHeight = 52;
  const firstBaseline = SIZE - 70 - (lines.length - 1) * lineHeight;
  const title = lines
    .map((line, i) => `<tspan x="400" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  const caption = art.caption
    ? `<text x="400" y="${firstBaseline - 62}" text-anchor="middle" font-family="Verdana, sans-serif" ` +
      `font-size="24" letter-spacing="4" fill="#fff7e6" opacity="0.9">${escapeXml(art.caption.toUpperCase())}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" `,
    `role="img" aria-label="${escapeXml(art.title)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.5" cy="0.4" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>`,
    `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`,
    `<circle cx="400" cy="300" r="300" fill="url(#glow)"/>`,
    `<g transform="translate(400 310) scale(1.4)">${drawMotif(art.motif)}</g>`,
    `<rect x="0" y="${firstBaseline - 110}" width="${SIZE}" height="${SIZE}" fill="#000000" opacity="0.18"/>`,
    caption,
    `<text text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="44" `,
    `font-weight="bold" fill="#ffffff">${title}</text>`,
    `</svg>`,
  ].join('');
}
