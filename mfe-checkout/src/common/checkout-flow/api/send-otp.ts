import { sendOtpResponseSchema } from '@festive/contracts';
import { apiRequest, useMutation } from '@festive/web-kit';
import { saveResendAt } from '../otp-resend-storage';

/** POST /api/auth/send-otp {phone}: texts a 6-digit code; the answer says when a resend is allowed. */
export async function sendOtp(phone: string) {
  const answer = await apiRequest('/api/auth/send-otp', sendOtpResponseSchema, {
    method: 'POST',
    body: { phone },
  });
  saveResendAt(answer.resendAfterSeconds);
  return answer;
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
