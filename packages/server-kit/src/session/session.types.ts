/** The signed-in shopper as kept in the session (written by identity, read by every service). */
export interface SessionCustomer {
  userId: string;
  name: string;
  phone: string;
  email: string;
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
