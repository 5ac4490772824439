/**
 * The delete confirmations ('Are you sure you want to delete this product?'): the
 * browser's own confirmation dialog, which every assistive technology announces and which
 * blocks until answered.
 */
export function confirmed(question: string): boolean {
  return window.confirm(question);
}
