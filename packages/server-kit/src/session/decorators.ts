import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import type { SessionCustomer } from './session.types';

/** The signed-in shopper (use behind CustomerGuard); 401 if there is none. */
export const CurrentCustomer = createParamDecorator(
  (_: unknown, context: ExecutionContext): SessionCustomer => {
    const customer = context.switchToHttp().getRequest<Request>().session?.customer;
    if (!customer) throw new UnauthorizedException('Please sign in');
    return customer;
  },
);

/** The signed-in shopper, or null for an anonymous visitor. */
export const OptionalCustomer = createParamDecorator(
  (_: unknown, context: ExecutionContext): SessionCustomer | null =>
    context.switchToHttp().getRequest<Request>().session?.customer ?? null,
);

/** Whether the request carries the admin role. */
export const IsAdmin = createParamDecorator(
  (_: unknown, context: ExecutionContext): boolean =>
    context.switchToHttp().getRequest<Request>().session?.isAdmin === true,
);
