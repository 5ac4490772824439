/** "20 Nov, 10:00 am" in Indian time, whatever the browser's zone: when a parcel reached a stage. */
const STEP_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

export const formatStepTime = (iso: string): string => STEP_TIME.format(new Date(iso));
