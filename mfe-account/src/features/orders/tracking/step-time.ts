// Made on first use: creating a formatter loads its locale data, which pages without a parcel's
// stages need not pay for.
let stepTime: Intl.DateTimeFormat | undefined;

const createStepTime = () =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Asia/Kolkata',
  });

/** "20 Nov, 10:00 am" in Indian time, whatever the browser's zone: when a parcel reached a stage. */
export const formatStepTime = (iso: string): string => (stepTime ??= createStepTime()).format(new Date(iso));
