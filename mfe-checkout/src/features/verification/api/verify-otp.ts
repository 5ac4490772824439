import { verifyOtpResponseSchema, type VerifyOtpRequest } from '@festive/contracts';
import { apiRequest, useMutation } from '@festive/web-kit';

/** POST /api/auth/verify-otp {phone, otp, name, email}: signs the customer in; answers the session. */
export function verifyOtp(request: VerifyOtpRequest) {
  return apiRequest('/api/auth/verify-otp', verifyOtpResponseSchema, { method: 'POST', body: request });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
