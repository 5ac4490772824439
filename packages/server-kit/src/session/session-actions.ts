import type { Request } from 'express';
import type { SessionData } from 'express-session';
import { SESSION_COOKIE } from './session.constants';
import type { SessionCustomer } from './session.types';

/** The roles a session can hold: `customer` written by identity, `isAdmin` by admin. */
export type SessionRoles = Pick<SessionData, 'customer' | 'isAdmin'>;

const callback =
  (resolve: () => void, reject: (error: unknown) => void) =>
  (error?: unknown): void =>
    error ? reject(error) : resolve();

const regenerate = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.regenerate(callback(resolve, reject)));
const save = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.save(callback(resolve, reject)));
const destroy = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.destroy(callback(resolve, reject)));

/**
 * Signing in gets a new session id (no session fixation) but carries the other role over, so a
 * shopper signing in does not sign the admin out and the other way round.
 */
export async function signInRoles(req: Request, roles: SessionRoles): Promise<void> {
  const kept: SessionRoles = { customer: req.session.customer, isAdmin: req.session.isAdmin };
  await regenerate(req);
  Object.assign(req.session, kept, roles);
  await save(req);
}

/** Removes one role; the session itself goes only when no role is left in it. */
async function signOut(req: Request, role: keyof SessionRoles): Promise<void> {
  if (!req.session) return;
  delete req.session[role];
  if (req.session.customer || req.session.isAdmin) {
    await save(req);
    return;
  }
  await destroy(req);
  req.res?.clearCookie(SESSION_COOKIE, { path: '/' });
}

export const signInCustomer = (req: Request, customer: SessionCustomer) => signInRoles(req, { customer });
export const signOutCustomer = (req: Request) => signOut(req, 'customer');
export const signInAdmin = (req: Request) => signInRoles(req, { isAdmin: true });
export const signOutAdmin = (req: Request) => signOut(req, 'isAdmin');
