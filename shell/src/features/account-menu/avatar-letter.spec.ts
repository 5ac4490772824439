import { avatarLetter } from './avatar-letter';

describe('avatarLetter', () => {
  it('upper-cases the first letter of the name', () => {
    expect(avatarLetter({ name: 'asha Rao', userPhone: '+919876543210' })).toBe('A');
  });
  it('falls back to the first character of the phone, then U', () => {
    expect(avatarLetter({ name: '', userPhone: '+919876543210' })).toBe('+');
    expect(avatarLetter({ name: '   ', userPhone: undefined })).toBe('U');
    expect(avatarLetter({})).toBe('U');
  });
});
