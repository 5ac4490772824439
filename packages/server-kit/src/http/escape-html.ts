const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes text for HTML a service writes itself (invoices, mails): the five characters that can
 * end a text node or a quoted attribute. Good for text and attribute values alike, since names,
 * addresses and messages in such documents are whatever a shopper typed.
 */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
