import { z } from 'zod/mini';
import { plainString } from './primitives.js';

/** GET /api/admin/status */
export const adminStatusSchema = z.object({ isAdmin: z.boolean() });
export type AdminStatus = z.infer<typeof adminStatusSchema>;

/** POST /api/admin/login */
export const adminLoginSchema = z.object({
  password: plainString().check(z.minLength(1, 'password is required'), z.maxLength(200)),
});
export type AdminLoginRequest = z.infer<typeof adminLoginSchema>;

/**
 * GET /api/dashboard/stats. The dashboard's six figures; a figure is null when the service that
 * owns it could not be reached, and `unavailable` names those services so the card can say so.
 */
export const dashboardStatsSchema = z.object({
  totalProducts: z.nullable(z.int()),
  totalRevenue: z.nullable(z.string()),
  totalOrders: z.nullable(z.int()),
  revenueGrowth: z.nullable(z.number()),
  pendingReturnRequests: z.nullable(z.int()),
  cartItemsCount: z.nullable(z.int()),
  unavailable: z.array(z.string()),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
