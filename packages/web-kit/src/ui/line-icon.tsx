import type { ReactNode } from 'react';

/**
 * A line icon on a 24-unit grid, drawn in the text's colour: the shop's icons are a few inline
 * paths each, which cost less than an icon library. Decorative: the button around it is named.
 */
export function LineIcon({
  size = 16,
  weight = 2,
  children,
}: {
  size?: number;
  weight?: number;
  children: ReactNode;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
