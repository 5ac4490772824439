/**
 * What a customer's message is about, by plain keyword rules: predictable, cheap, and the same
 * rules decide `needsLiveAgent` whether the built-in assistant or a model writes the answer.
 */
export type Topic = 'order' | 'cancel' | 'shippingCost' | 'deliveryTime' | 'payment' | 'returns' | 'invoice';

export interface Understanding {
  topics: Topic[];
  wantsHuman: boolean;
  unhappy: boolean;
  greeting: boolean;
  thanks: boolean;
  /** Tokens that may be order numbers (contain a digit), for matching against the customer's orders. */
  orderRefs: string[];
  /** An order number the customer named explicitly ("order 12345"), matched or not. */
  namedOrder: string | null;
}

const WANTS_HUMAN =
  /\b(human|humans|person|agent|agents|customer care|customer service|customer support|representative|executive|support team|call me|call back|callback|phone me|ring me|speak (to|with) (someone|somebody|a|an|your)|talk (to|with) (someone|somebody|a|an|your))\b/;

const UNHAPPY =
  /\b(angry|furious|upset|terrible|worst|horrible|awful|pathetic|useless|disgusting|fraud|scam|cheat(ed|ing)?|complain(t|ts|ing)?|frustrat\w*|disappoint\w*|unacceptable|ridiculous|not happy|unhappy|very bad|bad service|poor service|never again|legal action|consumer (court|forum))\b/;

const REFUND_MISSING =
  /(refund\b.*\b(not|never|yet to|still|no)\b.*\b(receiv\w*|credit\w*|got|come|came|reflect\w*)|(not|never|haven'?t|didn'?t|did not|have not)\s+(yet\s+)?(got|gotten|received|receive|get)\s+(my\s+|the\s+|a\s+|any\s+)?refund|no refund|refund (is )?(still )?(pending|delayed|late)|where is my refund)/;

const GREETING = /^(hi+|hello+|hey+|hiya|namaste|namaskar|good (morning|afternoon|evening)|greetings)\b/;
const THANKS = /\b(thanks|thank you|thank u|thankyou|thx|ty|dhanyavad|dhanyawad|shukriya)\b/;

const MY_ORDER =
  /\b(my|our)\s+(order|orders|parcel|package|gift|gifts|delivery|shipment|item|items)\b|\b(the|this)\s+(order|parcel|package|shipment)\b/;
const ORDER_STATUS_WORDS =
  /\b(where|status|track|tracking|when|arrive|arrived|arriving|reach|reached|deliver|delivered|delivery|ship|shipped|dispatch|dispatched|late|delay|delayed|update|received|receive|come|coming)\b/;
const TRACKING = /\b(track|tracking|trace|awb|order status|shipment status|out for delivery|where is my)\b/;
const CANCEL = /\bcancel\w*\b/;
const SHIPPING_COST =
  /\b((shipping|delivery) (charge|charges|cost|costs|fee|fees|price)|free (shipping|delivery)|shipping (is )?free|pay for (shipping|delivery)|charge for (shipping|delivery))\b/;
const DELIVERY_TIME =
  /\b(how long|how many days|how soon|delivery time|delivery times|deliver (to|in)|days to deliver|shipping time|fast delivery|express|courier partner|courier partners|delivered in)\b/;
const SHIPPING_GENERIC = /\b(ship|ships|shipping|delivery|deliver|courier)\b/;
const PAYMENT =
  /\b(pay|payment|payments|paying|cod|cash on delivery|upi|gpay|google pay|phonepe|paytm|card|cards|credit card|debit card|wallet|wallets|net ?banking|razorpay|emi|prepaid)\b/;
const RETURNS =
  /\b(return|returns|returning|refund|refunds|exchange|replace|replacement|damaged|broken|defective|wrong item)\b/;
const INVOICE = /\b(invoice|invoices|bill|receipt|gst)\b/;
const NAMED_ORDER = /\border\s*(?:no\.?|number|num|id)?\s*[:#-]?\s*#?([a-z0-9][a-z0-9-]{3,39})\b/;

/** Candidate order numbers: tokens of 4+ letters/digits that contain a digit. */
function orderRefsIn(text: string): string[] {
  const refs = new Set<string>();
  for (const match of text.matchAll(/#?\b([a-z0-9][a-z0-9-]{3,39})\b/g)) {
    const token = match[1]!;
    if (/\d/.test(token)) refs.add(token);
  }
  return [...refs];
}

export function understand(message: string): Understanding {
  // One spelling for the rules: lower case, single spaces, curly apostrophes made straight.
  const text = message.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
  const orderRefs = orderRefsIn(text);
  const named = NAMED_ORDER.exec(text)?.[1];
  const namedOrder = named && /\d/.test(named) ? named : null;

  const topics: Topic[] = [];
  const cancel = CANCEL.test(text);
  const aboutMyOrder = MY_ORDER.test(text) && ORDER_STATUS_WORDS.test(text);
  if (!cancel && (TRACKING.test(text) || aboutMyOrder || namedOrder !== null)) topics.push('order');
  if (cancel) topics.push('cancel');
  if (SHIPPING_COST.test(text)) topics.push('shippingCost');
  if (DELIVERY_TIME.test(text)) topics.push('deliveryTime');
  // "Do you ship to Pune?" names neither cost nor time: answer both, unless it is about their order.
  if (!topics.includes('order') && !topics.includes('shippingCost') && !topics.includes('deliveryTime')) {
    if (SHIPPING_GENERIC.test(text)) topics.push('shippingCost', 'deliveryTime');
  }
  if (PAYMENT.test(text)) topics.push('payment');
  if (RETURNS.test(text)) topics.push('returns');
  if (INVOICE.test(text)) topics.push('invoice');

  // "The delivery agent was rude" is about a courier, not a wish for one of ours.
  const wantsHuman = WANTS_HUMAN.test(text.replace(/\bdelivery (agent|boy|person|executive)\b/g, 'courier'));
  return {
    topics,
    wantsHuman,
    unhappy: UNHAPPY.test(text) || REFUND_MISSING.test(text),
    greeting: GREETING.test(text),
    thanks: THANKS.test(text),
    orderRefs,
    namedOrder,
  };
}

/** Whether answering needs the customer's orders (the lookup is a network call). */
export const needsOrders = (u: Understanding): boolean => u.topics.includes('order');
