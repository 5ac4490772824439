/**
 * India's 28 states and 8 union territories, as the Government of India names them: the only
 * values an address or an order's state may take, offered by every address form as a list.
 */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const INDIAN_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

/** The 36 in one alphabetical list, as a form offers them. */
export const INDIA_STATES_AND_UTS = [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES].sort((a, b) =>
  a.localeCompare(b, 'en-IN'),
) as readonly IndianState[];
export type IndianState = (typeof INDIAN_STATES)[number] | (typeof INDIAN_UNION_TERRITORIES)[number];

export const STATE_CHOICE_MESSAGE = 'Please choose a state or union territory from the list';

/**
 * Older spellings and short forms people (and couriers) still write, so an address typed before
 * the list existed, or a courier's answer, lands on the official name.
 */
const ALIASES: Record<string, IndianState> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  'new delhi': 'Delhi',
  'nct of delhi': 'Delhi',
  'national capital territory of delhi': 'Delhi',
  uttaranchal: 'Uttarakhand',
  'andaman & nicobar islands': 'Andaman and Nicobar Islands',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  'jammu & kashmir': 'Jammu and Kashmir',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'dadra & nagar haveli and daman & diu': 'Dadra and Nagar Haveli and Daman and Diu',
};

const BY_LOWER_NAME = new Map<string, IndianState>(
  INDIA_STATES_AND_UTS.map((name) => [name.toLowerCase(), name]),
);

/** The official name for a state written any common way ("maharashtra", "Orissa"), else null. */
export function officialStateName(value: string): IndianState | null {
  const key = value.trim().replace(/\s+/g, ' ').toLowerCase();
  return BY_LOWER_NAME.get(key) ?? ALIASES[key] ?? null;
}

export function isIndianState(value: string): value is IndianState {
  return BY_LOWER_NAME.get(value.toLowerCase()) === value;
}
