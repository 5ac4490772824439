/**
 * Dashboard texts the shop words its own way (the upload widget's messages); every other
 * text is Uppy's own English.
 */
export const DASHBOARD_STRINGS = {
  missingRequiredMetaFields: {
    0: 'Missing required meta field(s): %{fields}.',
    1: 'Missing required meta field(s): %{fields}.',
  },
};

/** The line under the drop zone: what the host accepts. */
export function uploadNote(maxFileSize: number, maxNumberOfFiles: number): string {
  const megabytes = Number((maxFileSize / (1024 * 1024)).toFixed(1));
  const files = maxNumberOfFiles === 1 ? 'One image' : `Up to ${maxNumberOfFiles} images`;
  return `${files} (PNG, JPEG, GIF or WebP), at most ${megabytes} MB`;
}
