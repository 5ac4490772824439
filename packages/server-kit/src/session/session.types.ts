/** The signed-in shopper as kept in the session (written by identity, read by every service). */
export interface SessionCustomer {
  userId: string;
  name: string;
  phone: string;
  email: string;
  /**
   * When this session's phone was proved by a one-time code (ISO text): the sign-in itself.
   * Absent in sessions written before it was kept.
   */
  phoneVerifiedAt?: string;
}

declare module 'express-session' {
  /**
   * One session store for the five services: identity writes `customer`, admin writes `isAdmin`.
   * Each role is a separate key so signing out of one never signs out of the other.
   */
  interface SessionData {
    customer?: SessionCustomer;
    isAdmin?: boolean;
  }
}
