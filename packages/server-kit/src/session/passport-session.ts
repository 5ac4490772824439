import { type CanActivate, type ExecutionContext, Inject, mixin, type Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import passport from 'passport';
import { type SafeParseable, ZodPipe } from '../http/zod.pipe';
import { type SessionRoles, signInRoles } from './session-actions';

/**
 * What a sign-in strategy answers (its `validate`): the role it grants, in the shape the session
 * keeps it. Identity's OTP strategy answers `{customer}`, admin's password strategy `{isAdmin: true}`.
 */
export type SignedInRole = { customer: NonNullable<SessionRoles['customer']> } | { isAdmin: true };

type Done<T> = (error: unknown, value?: T) => void;
/** The calling form of serializeUser/deserializeUser (the typings only describe registering one). */
interface PassportSerializers {
  serializeUser(user: unknown, req: Request, done: Done<SessionRoles>): void;
  deserializeUser(roles: unknown, req: Request, done: Done<SignedInRole[]>): void;
}

/**
 * Passport keeps a signed-in user under `session.passport.user` by default. The five services
 * share one session of the shape `{customer?, isAdmin?}` and only read it, so the serializer
 * writes the role under its own key instead; the sign-in then carries the other role over and
 * changes the session id (session-actions), and every reader keeps reading the same keys
 * without knowing Passport. deserializeUser turns a session back into the roles it holds.
 */
let serializersRegistered = false;
function registerSerializers(): void {
  if (serializersRegistered) return;
  serializersRegistered = true;
  passport.serializeUser((user: Express.User, done: Done<SessionRoles>) => {
    const role = user as SignedInRole;
    if ('customer' in role && role.customer) return done(null, { customer: role.customer });
    if ('isAdmin' in role && role.isAdmin === true) return done(null, { isAdmin: true });
    done(new Error('a sign-in strategy answered no role'));
  });
  passport.deserializeUser((roles: SessionRoles, done: Done<SignedInRole[]>) => {
    const held: SignedInRole[] = [];
    if (roles.customer) held.push({ customer: roles.customer });
    if (roles.isAdmin === true) held.push({ isAdmin: true });
    done(null, held);
  });
}
registerSerializers();

const serializers = passport as unknown as PassportSerializers;

/** The role the request's strategy granted, as Passport serializes it into the session. */
function serialize(req: Request): Promise<SessionRoles> {
  return new Promise((resolve, reject) =>
    serializers.serializeUser(req.user, req, (error, roles) => (error ? reject(error) : resolve(roles!))),
  );
}

/** The roles a session holds, as Passport deserializes them. */
export function rolesInSession(req: Request): Promise<SignedInRole[]> {
  const roles: SessionRoles = { customer: req.session?.customer, isAdmin: req.session?.isAdmin };
  return new Promise((resolve, reject) =>
    serializers.deserializeUser(roles, req, (error, held) => (error ? reject(error) : resolve(held ?? []))),
  );
}

/**
 * The guard of a sign-in call: Passport's AuthGuard for the strategy `name` (the `strategy`
 * class, a provider of the same module), then the granted role serialized into the shared
 * session. The body is checked against `body` first, with the same 400 answer the zod pipe gives
 * (guards run before pipes, and a strategy should only ever see a well-formed body).
 */
export function SignInGuard(
  strategy: Type<unknown>,
  name: string,
  body: SafeParseable<unknown>,
): Type<CanActivate> {
  const pipe = new ZodPipe(body);
  class PassportSignInGuard extends AuthGuard(name) {
    constructor(@Inject(ModuleRef) private readonly moduleRef: ModuleRef) {
      super();
    }

    override async canActivate(context: ExecutionContext): Promise<boolean> {
      const req = context.switchToHttp().getRequest<Request>();
      req.body = pipe.transform(req.body);
      await super.canActivate(context);
      await signInRoles(req, await serialize(req));
      return true;
    }

    /**
     * Passport finds strategies by name in one registry per process, where the strategy built
     * last wins. A service runs one application per process, but a test may run two (and close
     * one): this application's own strategy is registered again just before Passport looks it up.
     */
    override getAuthenticateOptions(): undefined {
      passport.use(name, this.moduleRef.get(strategy, { strict: false }) as passport.Strategy);
      return undefined;
    }
  }
  return mixin(PassportSignInGuard);
}
