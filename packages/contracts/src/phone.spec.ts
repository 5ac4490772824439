import { deliveryDetailsSchema, sendOtpSchema, verifyOtpSchema } from './identity';
import { placeOrderSchema } from './orders';
import { formatPhone, parsePhone, samePhone } from './phone';
import { phoneNumber } from './phone-field';

describe('parsePhone', () => {
  it.each([
    '9620183843',
    '+919620183843',
    '+91 96201 83843',
    '+91-96201-83843',
    '09620183843',
    '0 96201 83843',
    '919620183843',
    '91 9620183843',
    '96201-83843',
    '  9620183843  ',
    '+91 962 018 3843',
  ])('reads %p as +919620183843', (typed) => {
    expect(parsePhone(typed)).toBe('+919620183843');
  });

  it('keeps a number with another country code, as E.164', () => {
    expect(parsePhone('+44 7911 123456')).toBe('+447911123456');
    expect(parsePhone('447911123456')).toBe('+447911123456');
    expect(parsePhone('+447911123456789')).toBe('+447911123456789');
  });

  it.each([
    '',
    '12345',
    '962018384',
    '+91 98765 4321',
    '+91 98765 432100',
    '9198765432100',
    '+0919620183843',
    '0096201838431',
    '+4479111234567890',
    '96201 8384x',
    '(962) 018-3843',
    '+91 96201.83843',
    '++919620183843',
  ])('refuses %p', (typed) => {
    expect(parsePhone(typed)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('shows an Indian mobile in the usual groups, however it was stored', () => {
    expect(formatPhone('+919620183843')).toBe('+91 96201 83843');
    expect(formatPhone('9620183843')).toBe('+91 96201 83843');
  });

  it('leaves a foreign number as E.164 and text that is no phone as it is', () => {
    expect(formatPhone('+447911123456')).toBe('+447911123456');
    expect(formatPhone('call me')).toBe('call me');
  });
});

describe('samePhone', () => {
  it('compares the stored forms', () => {
    expect(samePhone('9620183843', '+91 96201 83843')).toBe(true);
    expect(samePhone('9620183843', '9620183844')).toBe(false);
    expect(samePhone('12345', '12345')).toBe(false);
  });
});

describe('every phone field of a request', () => {
  const delivery = {
    name: 'Asha Rao',
    email: 'asha@example.in',
    address: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
  };
  const forms = ['9620183843', '+91 96201 83843', '09620183843', '91 9620183843'];

  it.each(forms)('stores %p as +919620183843', (typed) => {
    expect(phoneNumber().parse(typed)).toBe('+919620183843');
    expect(sendOtpSchema.parse({ phone: typed }).phone).toBe('+919620183843');
    expect(verifyOtpSchema.parse({ phone: typed, otp: '123456', name: 'Asha', email: 'a@b.in' }).phone).toBe(
      '+919620183843',
    );
    expect(deliveryDetailsSchema.parse({ ...delivery, phone: typed }).phone).toBe('+919620183843');
  });

  it('refuses anything else with the delivery form message, naming the field', () => {
    const result = placeOrderSchema.safeParse({ customerPhone: '98765' });
    const issue = result.error?.issues.find((found) => found.path.join('.') === 'customerPhone');
    expect(issue?.message).toBe('Please enter a valid phone number');
    expect(sendOtpSchema.safeParse({ phone: 'abc' }).error?.issues[0]?.message).toBe(
      'Please enter a valid phone number',
    );
  });
});
