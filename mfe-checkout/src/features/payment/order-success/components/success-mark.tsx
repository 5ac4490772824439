import { Center } from '@festive/web-kit';

/** A check in a marigold ring, drawn inline (emoji fonts are missing on many systems). */
export function SuccessMark() {
  return (
    <Center aria-hidden="true" color="maroon.700">
      <svg width="64" height="64" viewBox="0 0 64 64" role="presentation">
        <circle cx="32" cy="32" r="29" fill="#fdf3e1" stroke="#f5a524" strokeWidth="4" />
        <path
          d="M19 33.5 28 42l17-19"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Center>
  );
}
