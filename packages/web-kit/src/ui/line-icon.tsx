import type { ReactNode } from 'react';

/**
 * A line icon drawn inline (a few SVG paths cost less than an icon library): 24-unit grid, round
 * strokes in the text colour, hidden from assistive technology (the button or link names it).
 */
export function LineIcon({ children, size = 16 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
