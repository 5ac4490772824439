import { minutesFrom } from './otp-policy';

/** Every answer of the OTP calls a shopper may see in a toast (the server message). */
export const OTP_MESSAGES = {
  sent: 'Verification code sent',
  resendWait: (seconds: number) =>
    `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new OTP`,
  phoneHourlyCap: (seconds: number) =>
    `Too many OTP requests for this phone number. Please try again in ${minutesFrom(seconds)} minute${minutesFrom(seconds) === 1 ? '' : 's'}`,
  deviceHourlyCap: (seconds: number) =>
    `Too many OTP requests from this device. Please try again in ${minutesFrom(seconds)} minute${minutesFrom(seconds) === 1 ? '' : 's'}`,
  ipHourlyCap: (seconds: number) =>
    `Too many OTP requests from your network. Please try again in ${minutesFrom(seconds)} minute${minutesFrom(seconds) === 1 ? '' : 's'}`,
  verifyIpCap: (seconds: number) =>
    `Too many verification attempts from your network. Please try again in ${minutesFrom(seconds)} minute${minutesFrom(seconds) === 1 ? '' : 's'}`,
  verifyPhoneCap: (seconds: number) =>
    `Too many verification attempts for this phone number. Please try again in ${minutesFrom(seconds)} minute${minutesFrom(seconds) === 1 ? '' : 's'}`,
  expired: 'OTP expired or not requested. Please request a new OTP',
  wrong: (left: number) => `Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} left`,
  dead: `Too many incorrect attempts. Please request a new OTP`,
  smsFailed: 'We could not send the SMS right now. Please try again in a moment',
  smsTimeout: 'The SMS service is not answering. Please try again in a moment',
} as const;
