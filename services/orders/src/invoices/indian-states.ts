/** States and union territories with their GST state codes (the first two digits of a GSTIN). */
const GST_STATES: [code: string, name: string][] = [
  ['01', 'Jammu and Kashmir'],
  ['02', 'Himachal Pradesh'],
  ['03', 'Punjab'],
  ['04', 'Chandigarh'],
  ['05', 'Uttarakhand'],
  ['06', 'Haryana'],
  ['07', 'Delhi'],
  ['08', 'Rajasthan'],
  ['09', 'Uttar Pradesh'],
  ['10', 'Bihar'],
  ['11', 'Sikkim'],
  ['12', 'Arunachal Pradesh'],
  ['13', 'Nagaland'],
  ['14', 'Manipur'],
  ['15', 'Mizoram'],
  ['16', 'Tripura'],
  ['17', 'Meghalaya'],
  ['18', 'Assam'],
  ['19', 'West Bengal'],
  ['20', 'Jharkhand'],
  ['21', 'Odisha'],
  ['22', 'Chhattisgarh'],
  ['23', 'Madhya Pradesh'],
  ['24', 'Gujarat'],
  ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['27', 'Maharashtra'],
  ['29', 'Karnataka'],
  ['30', 'Goa'],
  ['31', 'Lakshadweep'],
  ['32', 'Kerala'],
  ['33', 'Tamil Nadu'],
  ['34', 'Puducherry'],
  ['35', 'Andaman and Nicobar Islands'],
  ['36', 'Telangana'],
  ['37', 'Andhra Pradesh'],
  ['38', 'Ladakh'],
];

/** Older or everyday names shoppers type for the same state. */
const ALIASES: Record<string, string> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  newdelhi: 'Delhi',
  nctofdelhi: 'Delhi',
  delhincr: 'Delhi',
  uttaranchal: 'Uttarakhand',
  chattisgarh: 'Chhattisgarh',
  jk: 'Jammu and Kashmir',
  andamanandnicobar: 'Andaman and Nicobar Islands',
  damananddiu: 'Dadra and Nagar Haveli and Daman and Diu',
  dadraandnagarhaveli: 'Dadra and Nagar Haveli and Daman and Diu',
};

const squash = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');

const BY_KEY = new Map(GST_STATES.map(([code, name]) => [squash(name), { code, name }]));

export interface GstState {
  name: string;
  /** null when the typed name is no state we know: the invoice then shows the name as typed. */
  code: string | null;
}

/** A typed state ("tamil nadu", "Orissa", "NCT of Delhi") as the GST state it means. */
export function gstState(typed: string): GstState {
  const key = squash(typed);
  const known = BY_KEY.get(key) ?? BY_KEY.get(squash(ALIASES[key] ?? ''));
  return known ?? { name: typed.trim(), code: null };
}

/** Supply within one state (CGST + SGST) or between states (IGST)? */
export function sameState(a: string, b: string): boolean {
  const first = gstState(a);
  const second = gstState(b);
  return first.code !== null ? first.code === second.code : squash(a) === squash(b);
}
