/**
 * Phones are stored in one form (E.164, +919620183843) and shown in the groups Indians read and
 * say them in: "+91 96201 83843". The rule lives in contracts beside the parser.
 */
export { formatPhone } from '@festive/contracts';
