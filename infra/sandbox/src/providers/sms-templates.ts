/**
 * DLT templates the sandbox "has registered", as an MSG91 account would: the text with its
 * `##variable##` placeholders: identity's development default (the OTP) and orders' (order updates).
 */
export const SANDBOX_TEMPLATES: Record<string, string> = {
  'sandbox-otp-template':
    '##otp## is your Festival Gifts verification code. It is valid for 10 minutes. Do not share it with anyone.',
  // orders' development defaults (MSG91_TEMPLATE_ORDER_*): the order updates.
  'sandbox-order-confirmed-template':
    'Your Festival Gifts order ##order## is confirmed and will be shipped soon. Thank you for shopping with us!',
  'sandbox-order-shipped-template': 'Your Festival Gifts order ##order## is on its way. Track it: ##link##',
  'sandbox-order-delivered-template':
    'Your Festival Gifts order ##order## has been delivered. We hope you love your gifts!',
};

/**
 * The text a recipient would get: the template with its variables filled in. An unknown
 * template still shows every variable, so a developer sees what would have been sent.
 */
export function renderTemplate(templateId: string, variables: Record<string, string>): string {
  const text = SANDBOX_TEMPLATES[templateId];
  if (!text) {
    const pairs = Object.entries(variables).map(([name, value]) => `${name}=${value}`);
    return `[template ${templateId}] ${pairs.join(' ')}`.trim();
  }
  return text.replace(/##(\w+)##/g, (match, name: string) => variables[name] ?? match);
}
