import { useEffect, useState } from 'react';
import { readResendAt, secondsUntil } from '../../common/checkout-flow/otp-resend-storage';

/**
 * Seconds until "Resend OTP" may be used (the server's 30 s wait), ticking once a second and
 * read from session storage, so a reload keeps the count. `restart` re-reads after a resend.
 */
export function useResendCountdown() {
  const [resendAt, setResendAt] = useState(readResendAt);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(resendAt, now);

  useEffect(() => {
    if (left === 0) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);

  return {
    secondsLeft: left,
    restart: () => {
      setResendAt(readResendAt());
      setNow(Date.now());
    },
  };
}
