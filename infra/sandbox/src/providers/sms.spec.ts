import { normalisePhone, parseRecipients } from './sms';
import { renderTemplate } from './sms-templates';

describe('normalisePhone', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['98765-43210', '9876543210'],
  ])('%s -> %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });
});

describe('parseRecipients (MSG91 flow body)', () => {
  it('takes mobiles and every other field as a template variable', () => {
    expect(parseRecipients({ recipients: [{ mobiles: '919876543210', otp: '004211', n: 5 }] })).toEqual([
      { mobiles: '919876543210', variables: { otp: '004211', n: '5' } },
    ]);
  });

  it.each([
    [{}, /recipients must be a list/],
    [{ recipients: [] }, /recipients must be a list/],
    [{ recipients: ['x'] }, /must be an object/],
    [{ recipients: [{ mobiles: '+919876543210' }] }, /mobiles must be digits/],
    [{ recipients: [{ mobiles: '12345' }] }, /mobiles must be digits/],
    [{ recipients: [{ mobiles: '919876543210', otp: { a: 1 } }] }, /otp must be a text/],
  ])('refuses %j', (body, message) => {
    expect(parseRecipients(body)).toMatch(message);
  });
});

describe('renderTemplate', () => {
  it('fills the registered OTP template', () => {
    expect(renderTemplate('sandbox-otp-template', { otp: '123456' })).toBe(
      '123456 is your Festival Gifts verification code. It is valid for 10 minutes. Do not share it with anyone.',
    );
  });

  it('shows the variables of an unknown template', () => {
    expect(renderTemplate('1207161234567890', { otp: '654321' })).toBe(
      '[template 1207161234567890] otp=654321',
    );
  });
});

describe('the order-update templates (orders development defaults)', () => {
  it.each([
    [
      'sandbox-order-confirmed-template',
      { order: 'FG-100040' },
      /^Your Festival Gifts order FG-100040 is confirmed/,
    ],
    [
      'sandbox-order-shipped-template',
      { order: 'FG-100040', link: 'https://shiprocket.co/tracking/AWB1' },
      /FG-100040 is on its way\. Track it: https:\/\/shiprocket\.co\/tracking\/AWB1$/,
    ],
    ['sandbox-order-delivered-template', { order: 'FG-100040' }, /FG-100040 has been delivered/],
  ])('fills %s', (template, variables, text) => {
    expect(renderTemplate(template, variables)).toMatch(text);
  });
});
