import { serverMessage } from '@festive/web-kit';

/** The detail line of a failure toast: the service's own message, when it gave one. */
export function failureDetail(error: unknown): string | undefined {
  const message = serverMessage(error);
  return message && message.length <= 300 ? message : undefined;
}
