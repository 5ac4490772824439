import { dateFormatOnFirstUse } from '@festive/web-kit';

/**
 * A moment as the shop reads it: day, month, year and time in India ("20 Oct 2025, 3:45 pm"); an
 * unreadable value is shown as it came.
 */
export const formatDateTime: (value: string) => string = dateFormatOnFirstUse(
  {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  },
  (value) => String(value),
);
