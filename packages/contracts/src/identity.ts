import { z } from 'zod/mini';
import { LIMITS } from './constants.js';
import { DELIVERY_MESSAGES, OTP_MESSAGE } from './messages.js';
import { STATE_CHOICE_MESSAGE, isIndianState, officialStateName } from './india-states.js';
import { phoneNumber } from './phone-field.js';
import { flag, plainString, timestamp } from './primitives.js';
import { sessionSchema } from './shop-reads.js';

/* ---------- Field rules shared by the delivery form and the services ---------- */

export const PINCODE_PATTERN = /^\d{6}$/;

export const personName = () =>
  plainString().check(z.trim(), z.minLength(2, DELIVERY_MESSAGES.name), z.maxLength(LIMITS.nameMax));
export const emailAddress = () =>
  plainString().check(z.trim(), z.maxLength(254), z.email(DELIVERY_MESSAGES.email));
export const streetAddress = () =>
  plainString().check(z.trim(), z.minLength(5, DELIVERY_MESSAGES.address), z.maxLength(500));
export const cityName = () =>
  plainString().check(z.trim(), z.minLength(2, DELIVERY_MESSAGES.city), z.maxLength(100));
/**
 * One of India's 36 states and union territories. A common other spelling ("maharashtra",
 * "Orissa") is written as the official name, so a checkout released before the list still works.
 */
export const stateName = () =>
  plainString().check(
    z.trim(),
    z.minLength(2, DELIVERY_MESSAGES.state),
    z.maxLength(100),
    z.overwrite((value) => officialStateName(value) ?? value),
    z.refine(isIndianState, STATE_CHOICE_MESSAGE),
  );
export const pincode = () =>
  plainString().check(z.trim(), z.regex(PINCODE_PATTERN, DELIVERY_MESSAGES.pincode));
export const otpCode = () =>
  plainString().check(z.trim(), z.length(LIMITS.otpLength, OTP_MESSAGE), z.regex(/^\d+$/, OTP_MESSAGE));

/** The delivery form of /delivery-details (kept in session storage). */
export const deliveryDetailsSchema = z.object({
  name: personName(),
  phone: phoneNumber(),
  email: emailAddress(),
  address: streetAddress(),
  city: cityName(),
  state: stateName(),
  pincode: pincode(),
});
export type DeliveryDetails = z.infer<typeof deliveryDetailsSchema>;

/* ---------- User and address ---------- */

export const userSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: timestamp(),
});
export type User = z.infer<typeof userSchema>;

export const addressSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  isDefault: flag(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressesResponseSchema = z.array(addressSchema);

/** POST /api/addresses */
export const createAddressSchema = z.object({
  address: streetAddress(),
  city: cityName(),
  state: stateName(),
  pincode: pincode(),
  isDefault: z._default(flag(), 0),
});
export type CreateAddressRequest = z.input<typeof createAddressSchema>;

/* ---------- Session (its schema is in shop-reads.ts) ---------- */

/** GET /api/auth/me */
export const meSchema = z.object({ name: z.string(), phone: z.string(), email: z.string() });
export type Me = z.infer<typeof meSchema>;

/* ---------- OTP ---------- */

/** POST /api/auth/send-otp */
export const sendOtpSchema = z.object({ phone: phoneNumber() });
export type SendOtpRequest = z.infer<typeof sendOtpSchema>;
export const sendOtpResponseSchema = z.object({ message: z.string(), resendAfterSeconds: z.int() });
/**
 * POST /api/auth/phone-trust {phone}: whether the signed-in shopper may order for this phone
 * without a new code (the same phone, verified in this session within the trusted window). The
 * orders service enforces the same rule when the order is placed.
 */
export const phoneTrustSchema = z.object({ phone: phoneNumber() });
export type PhoneTrustRequest = z.infer<typeof phoneTrustSchema>;
export const phoneTrustResponseSchema = z.object({
  trusted: z.boolean(),
  /** When a code is needed: seconds left of the phone's resend wait (0: one may be sent now). */
  resendAfterSeconds: z.int(),
});
export type PhoneTrust = z.infer<typeof phoneTrustResponseSchema>;

/** POST /api/auth/verify-otp */
export const verifyOtpSchema = z.object({
  phone: phoneNumber(),
  otp: otpCode(),
  name: personName(),
  email: emailAddress(),
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpSchema>;
export const verifyOtpResponseSchema = sessionSchema;

/** The OTP audit row (identity schema); the code itself is never stored, only its hash. */
export const otpRecordSchema = z.object({
  id: z.uuid(),
  phone: z.string(),
  otp: z.string(),
  expiresAt: timestamp(),
  verified: flag(),
  createdAt: timestamp(),
});

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
