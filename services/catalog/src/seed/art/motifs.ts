/**
 * Festive motifs drawn with plain SVG shapes, each centred on (0, 0) within about ±150 units.
 * The demo catalogue's pictures are made from these, so the project ships no binary images.
 */
export const MOTIFS = [
  'diya',
  'gift',
  'heart',
  'star',
  'tree',
  'firework',
  'rangoli',
  'cake',
  'flag',
  'rakhi',
  'rings',
  'house',
  'balloon',
  'sweets',
  'colours',
  'briefcase',
] as const;
export type Motif = (typeof MOTIFS)[number];

const GOLD = '#fcd34d';
const CREAM = '#fff7e6';

const petals = (count: number, rx: number, ry: number, distance: number, fill: string) =>
  Array.from({ length: count }, (_, i) => {
    const angle = (360 / count) * i;
    return `<ellipse cx="0" cy="${-distance}" rx="${rx}" ry="${ry}" fill="${fill}" transform="rotate(${angle})"/>`;
  }).join('');

const rays = (count: number, inner: number, outer: number, stroke: string) =>
  Array.from({ length: count }, (_, i) => {
    const angle = ((2 * Math.PI) / count) * i;
    const point = (r: number) => `${(Math.cos(angle) * r).toFixed(1)} ${(Math.sin(angle) * r).toFixed(1)}`;
    const [x2, y2] = point(outer).split(' ');
    return (
      `<path d="M${point(inner)} L${point(outer)}" stroke="${stroke}" stroke-width="6" stroke-linecap="round"/>` +
      `<circle cx="${x2}" cy="${y2}" r="9" fill="${stroke}"/>`
    );
  }).join('');

const starPoints = (outer: number, inner: number) =>
  Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(Math.cos(angle) * r).toFixed(1)},${(Math.sin(angle) * r).toFixed(1)}`;
  }).join(' ');

const flame = (x: number, y: number, scale = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">` +
  `<circle cx="0" cy="-10" r="34" fill="${GOLD}" opacity="0.35"/>` +
  `<path d="M0 -60 C22 -30 24 -8 0 10 C-24 -8 -22 -30 0 -60 Z" fill="#f97316"/>` +
  `<path d="M0 -34 C10 -18 10 -6 0 4 C-10 -6 -10 -18 0 -34 Z" fill="${GOLD}"/></g>`;

const DRAWINGS: Record<Motif, string> = {
  diya:
    `<path d="M-140 20 Q0 150 140 20 Z" fill="#b45309"/>` +
    `<path d="M-140 20 Q0 60 140 20" fill="none" stroke="${GOLD}" stroke-width="8"/>` +
    `<circle cx="-60" cy="60" r="10" fill="${GOLD}"/><circle cx="0" cy="75" r="10" fill="${GOLD}"/>` +
    `<circle cx="60" cy="60" r="10" fill="${GOLD}"/>` +
    flame(0, 0, 1.4),
  gift:
    `<rect x="-120" y="-40" width="240" height="170" rx="12" fill="${CREAM}"/>` +
    `<rect x="-135" y="-80" width="270" height="55" rx="10" fill="#fde68a"/>` +
    `<rect x="-18" y="-80" width="36" height="210" fill="#dc2626"/>` +
    `<ellipse cx="-45" cy="-105" rx="45" ry="26" fill="#dc2626" transform="rotate(-20 -45 -105)"/>` +
    `<ellipse cx="45" cy="-105" rx="45" ry="26" fill="#dc2626" transform="rotate(20 45 -105)"/>`,
  heart:
    `<path d="M0 130 C-160 20 -150 -110 -60 -110 C-20 -110 0 -80 0 -60 C0 -80 20 -110 60 -110 ` +
    `C150 -110 160 20 0 130 Z" fill="#e11d48" stroke="${CREAM}" stroke-width="8"/>` +
    `<path d="M-70 -60 Q-95 -30 -80 0" fill="none" stroke="${CREAM}" stroke-width="10" stroke-linecap="round"/>`,
  star:
    `<polygon points="${starPoints(140, 60)}" fill="${GOLD}" stroke="${CREAM}" stroke-width="6"/>` +
    `<polygon points="${starPoints(30, 12)}" fill="${CREAM}" transform="translate(130 -110)"/>` +
    `<polygon points="${starPoints(22, 9)}" fill="${CREAM}" transform="translate(-135 95)"/>`,
  tree:
    `<rect x="-18" y="95" width="36" height="45" fill="#78350f"/>` +
    `<polygon points="0,-120 -80,-20 80,-20" fill="#15803d"/>` +
    `<polygon points="0,-70 -110,40 110,40" fill="#16a34a"/>` +
    `<polygon points="0,-20 -140,100 140,100" fill="#22c55e"/>` +
    `<circle cx="-40" cy="10" r="11" fill="#dc2626"/><circle cx="50" cy="60" r="11" fill="${GOLD}"/>` +
    `<circle cx="-70" cy="80" r="11" fill="${GOLD}"/><circle cx="25" cy="-40" r="11" fill="#dc2626"/>` +
    `<polygon points="${starPoints(30, 12)}" fill="${GOLD}" transform="translate(0 -125)"/>`,
  firework:
    rays(16, 30, 140, GOLD) +
    `<g transform="translate(90 -90) scale(0.4)">${rays(12, 20, 120, CREAM)}</g>` +
    `<circle r="24" fill="${CREAM}"/>`,
  rangoli:
    petals(12, 22, 60, 100, '#f97316') +
    petals(8, 24, 50, 55, '#db2777') +
    `<circle r="40" fill="${GOLD}"/><circle r="18" fill="#7c3aed"/>` +
    `<circle r="140" fill="none" stroke="${CREAM}" stroke-width="6" stroke-dasharray="14 12"/>`,
  cake:
    `<rect x="-130" y="30" width="260" height="100" rx="14" fill="#f9a8d4"/>` +
    `<rect x="-90" y="-50" width="180" height="85" rx="12" fill="${CREAM}"/>` +
    `<path d="M-130 60 Q-97 90 -65 60 Q-32 90 0 60 Q32 90 65 60 Q97 90 130 60" fill="none" stroke="${CREAM}" stroke-width="10"/>` +
    [-50, 0, 50]
      .map((x) => `<rect x="${x - 7}" y="-100" width="14" height="50" fill="#60a5fa"/>` + flame(x, -100, 0.5))
      .join(''),
  flag:
    `<rect x="-8" y="-140" width="16" height="290" fill="#78350f"/>` +
    `<rect x="8" y="-130" width="150" height="40" fill="#ff9933"/>` +
    `<rect x="8" y="-90" width="150" height="40" fill="#ffffff"/>` +
    `<rect x="8" y="-50" width="150" height="40" fill="#138808"/>` +
    `<circle cx="83" cy="-70" r="16" fill="none" stroke="#000080" stroke-width="3"/>` +
    `<g transform="translate(83 -70)">${Array.from({ length: 12 }, (_, i) => `<path d="M0 0 L0 -16" stroke="#000080" stroke-width="1.5" transform="rotate(${i * 30})"/>`).join('')}</g>` +
    `<rect x="-60" y="140" width="120" height="20" rx="6" fill="${GOLD}"/>`,
  rakhi:
    `<path d="M-160 0 Q-80 -30 0 0 Q80 30 160 0" fill="none" stroke="#dc2626" stroke-width="10"/>` +
    petals(10, 18, 45, 60, '#f59e0b') +
    `<circle r="50" fill="#dc2626"/><circle r="28" fill="${GOLD}"/><circle r="10" fill="#dc2626"/>`,
  rings:
    `<circle cx="-45" cy="20" r="80" fill="none" stroke="${GOLD}" stroke-width="18"/>` +
    `<circle cx="45" cy="20" r="80" fill="none" stroke="#e5e7eb" stroke-width="18"/>` +
    `<polygon points="-45,-95 -25,-70 -45,-45 -65,-70" fill="#bfdbfe" stroke="${CREAM}" stroke-width="4"/>`,
  house:
    `<polygon points="0,-140 -150,-10 150,-10" fill="#b91c1c"/>` +
    `<rect x="-115" y="-10" width="230" height="150" fill="${CREAM}"/>` +
    `<rect x="-25" y="50" width="50" height="90" rx="6" fill="#92400e"/>` +
    `<rect x="-95" y="20" width="50" height="45" fill="#93c5fd"/><rect x="45" y="20" width="50" height="45" fill="#93c5fd"/>` +
    `<path d="M-100 -10 Q0 30 100 -10" fill="none" stroke="#f97316" stroke-width="8"/>`,
  balloon: [
    [-70, -40, '#f472b6'],
    [0, -80, GOLD],
    [70, -30, '#60a5fa'],
  ]
    .map(
      ([x, y, fill]) =>
        `<path d="M${x} ${Number(y) + 70} Q${Number(x) + 15} ${Number(y) + 130} 0 150" fill="none" stroke="${CREAM}" stroke-width="3"/>` +
        `<ellipse cx="${x}" cy="${y}" rx="52" ry="66" fill="${fill}"/>`,
    )
    .join(''),
  sweets:
    `<rect x="-150" y="-40" width="300" height="170" rx="18" fill="#fde68a" stroke="${CREAM}" stroke-width="6"/>` +
    [-90, -30, 30, 90]
      .flatMap((x) => [10, 75].map((y) => `<circle cx="${x}" cy="${y}" r="27" fill="#f59e0b"/>`))
      .join('') +
    `<path d="M-150 -40 L-110 -110 L110 -110 L150 -40" fill="#dc2626" opacity="0.85"/>`,
  colours: [
    [-70, -50, 70, '#ec4899'],
    [60, -70, 60, GOLD],
    [80, 50, 65, '#22c55e'],
    [-50, 70, 60, '#3b82f6'],
    [0, 0, 45, '#f97316'],
  ]
    .map(([x, y, r, fill]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="0.9"/>`)
    .join(''),
  briefcase:
    `<rect x="-50" y="-110" width="100" height="50" rx="14" fill="none" stroke="${CREAM}" stroke-width="14"/>` +
    `<rect x="-150" y="-70" width="300" height="200" rx="20" fill="#78350f"/>` +
    `<rect x="-150" y="0" width="300" height="14" fill="${GOLD}"/>` +
    `<rect x="-22" y="-10" width="44" height="34" rx="6" fill="${GOLD}"/>`,
};

/** The motif's SVG markup, centred on (0, 0). */
export const drawMotif = (motif: Motif): string => DRAWINGS[motif];
