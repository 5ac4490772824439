import { dateFormatOnFirstUse } from '@festive/web-kit';

/** "20 Nov, 10:00 am" in Indian time, whatever the browser's zone: when a parcel reached a stage. */
export const formatStepTime: (iso: string) => string = dateFormatOnFirstUse({
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});
