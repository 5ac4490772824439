import { HttpError, notify, useMutation } from '@festive/web-kit';
import { failureDetail } from '../../../common/failure';

/**
 * GET /api/orders/{id}/invoice: the GST tax invoice as an HTML document. web-kit's client
 * parses JSON only, so this one call reads the body itself, keeping the client's rules: the
 * cookie travels and a failure raises `"<status>: <body>"`.
 */
export async function fetchInvoice(orderId: string): Promise<Blob> {
  const response = await fetch(`/api/orders/${encodeURIComponent(orderId)}/invoice`, {
    credentials: 'include',
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new HttpError(response.status, text, response.statusText);
  }
  const html = await response.blob();
  // The file is saved, never shown by the page; the type only helps the browser pick an app.
  return html.type ? html : new Blob([html], { type: 'text/html' });
}

/** Hands `blob` to the browser's downloads as `fileName` (Blob + object URL + <a download>). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The saved invoice's file name: the order number shown on the page (invoice-FG-100040.html). */
export const invoiceFileName = (order: { orderNumber: string }): string =>
  `invoice-${order.orderNumber}.html`;

export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async (order: { id: string; orderNumber: string }) =>
      saveFile(await fetchInvoice(order.id), invoiceFileName(order)),
    onError: (error) =>
      notify({ title: 'Failed to download invoice', description: failureDetail(error), type: 'error' }),
  });
}
