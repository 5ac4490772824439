/**
 * The sandbox's made-up courier network, so development and tests can reach every branch of the
 * pincode check: pincodes starting 99 are not served at all, pincodes starting 98 are served
 * without cash on delivery, every other valid pincode is served with COD.
 */
export interface Courier {
  courier_company_id: number;
  courier_name: string;
  cod: 0 | 1;
  estimated_delivery_days: string;
  etd: string;
  rate: number;
  /** Where the delivery pincode is, as Shiprocket names it in each courier's entry. */
  postcode: string;
  city: string;
  state: string;
}

/**
 * The sandbox's pincode directory: the first three digits of a pincode (its sorting district)
 * name a city and state, as India Post assigns them. A pincode outside it is still served, with
 * no city or state, as Shiprocket answers for a pincode it cannot place.
 */
const DISTRICTS: Record<string, { city: string; state: string }> = {
  '110': { city: 'New Delhi', state: 'Delhi' },
  '122': { city: 'Gurugram', state: 'Haryana' },
  '160': { city: 'Chandigarh', state: 'Chandigarh' },
  '190': { city: 'Srinagar', state: 'Jammu and Kashmir' },
  '201': { city: 'Noida', state: 'Uttar Pradesh' },
  '226': { city: 'Lucknow', state: 'Uttar Pradesh' },
  '248': { city: 'Dehradun', state: 'Uttarakhand' },
  '302': { city: 'Jaipur', state: 'Rajasthan' },
  '380': { city: 'Ahmedabad', state: 'Gujarat' },
  '400': { city: 'Mumbai', state: 'Maharashtra' },
  '403': { city: 'Panaji', state: 'Goa' },
  '411': { city: 'Pune', state: 'Maharashtra' },
  '452': { city: 'Indore', state: 'Madhya Pradesh' },
  '462': { city: 'Bhopal', state: 'Madhya Pradesh' },
  '500': { city: 'Hyderabad', state: 'Telangana' },
  '560': { city: 'Bengaluru', state: 'Karnataka' },
  '600': { city: 'Chennai', state: 'Tamil Nadu' },
  '605': { city: 'Puducherry', state: 'Puducherry' },
  '682': { city: 'Kochi', state: 'Kerala' },
  '700': { city: 'Kolkata', state: 'West Bengal' },
  '751': { city: 'Bhubaneswar', state: 'Odisha' },
  '781': { city: 'Guwahati', state: 'Assam' },
  '800': { city: 'Patna', state: 'Bihar' },
};

/** City and state of a pincode in the sandbox's directory; empty strings when it has none. */
export function placeOf(pincode: string): { city: string; state: string } {
  return DISTRICTS[pincode.slice(0, 3)] ?? { city: '', state: '' };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Shiprocket writes delivery dates like "Nov 25, 2026". */
export function shiprocketDate(date: Date): string {
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${MONTHS[date.getUTCMonth()]} ${day}, ${date.getUTCFullYear()}`;
}

export function couriersFor(deliveryPincode: string, now: Date = new Date()): Courier[] {
  if (!/^\d{6}$/.test(deliveryPincode) || deliveryPincode.startsWith('99')) return [];
  const cod = deliveryPincode.startsWith('98') ? 0 : 1;
  const inDays = (days: number) => shiprocketDate(new Date(now.getTime() + days * 86_400_000));
  const place = { postcode: deliveryPincode, ...placeOf(deliveryPincode) };
  return [
    {
      courier_company_id: 10,
      courier_name: 'Delhivery Surface',
      cod,
      estimated_delivery_days: '5',
      etd: inDays(5),
      rate: 79,
      ...place,
    },
    {
      courier_company_id: 24,
      courier_name: 'Xpressbees Air',
      cod,
      estimated_delivery_days: '3',
      etd: inDays(3),
      rate: 112,
      ...place,
    },
  ];
}

/** Fields Shiprocket's adhoc order call refuses to go without (its API reference, "Create Custom Order"). */
export const REQUIRED_ORDER_FIELDS = [
  'order_id',
  'order_date',
  'pickup_location',
  'billing_customer_name',
  'billing_address',
  'billing_city',
  'billing_pincode',
  'billing_state',
  'billing_country',
  'billing_email',
  'billing_phone',
  'shipping_is_billing',
  'order_items',
  'payment_method',
  'sub_total',
  'length',
  'breadth',
  'height',
  'weight',
] as const;

const REQUIRED_ITEM_FIELDS = ['name', 'sku', 'units', 'selling_price'] as const;

/** Shiprocket-style 422 errors: `{field: ['The field is required.']}`; empty when the order is acceptable. */
export function orderErrors(body: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const missing = (value: unknown) => value === undefined || value === null || value === '';
  for (const field of REQUIRED_ORDER_FIELDS) {
    if (missing(body[field])) errors[field] = [`The ${field.replace(/_/g, ' ')} field is required.`];
  }
  if (!['COD', 'Prepaid'].includes(String(body.payment_method))) {
    errors.payment_method = ['The payment method must be COD or Prepaid.'];
  }
  const items = body.order_items;
  if (!Array.isArray(items) || items.length === 0) {
    errors.order_items = ['The order items field is required.'];
  } else {
    items.forEach((item: Record<string, unknown>, index) => {
      for (const field of REQUIRED_ITEM_FIELDS) {
        if (missing(item?.[field]))
          errors[`order_items.${index}.${field}`] = [`The ${field} field is required.`];
      }
    });
  }
  if (!missing(body.billing_pincode) && !/^\d{6}$/.test(String(body.billing_pincode))) {
    errors.billing_pincode = ['The billing pincode must be 6 digits.'];
  }
  return errors;
}
