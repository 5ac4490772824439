/** The brand mark: a lit diya (inline SVG, no icon library). */
export function DiyaIcon({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path fill="#ff9d37" d="M32 4c6 10 10 16 10 23a10 10 0 0 1-20 0c0-7 4-13 10-23z" />
      <path fill="#fac515" d="M32 14c3 6 5 9 5 13a5 5 0 0 1-10 0c0-4 2-7 5-13z" />
      <path fill="currentColor" d="M6 38h52c0 12-12 20-26 20S6 50 6 38z" />
    </svg>
  );
}
