import { z } from 'zod';

/*
 * The parts of Shiprocket's answers the shop reads (apiv2.shiprocket.in, "Shiprocket API"
 * reference). Unknown fields are ignored; a missing one fails loudly instead of storing undefined.
 */

export const loginAnswer = z.object({ token: z.string().min(1) });

const numericId = z.union([z.number(), z.string()]).transform((value) => String(value));

export const createdOrderAnswer = z.object({
  order_id: numericId,
  shipment_id: numericId,
  awb_code: z.union([z.string(), z.number()]).nullish(),
  courier_name: z.string().nullish(),
});
export type CreatedOrder = z.infer<typeof createdOrderAnswer>;

export const ordersSearchAnswer = z.object({
  data: z.array(
    z.object({
      id: numericId,
      channel_order_id: z.string(),
      shipments: z
        .array(
          z.object({
            id: numericId,
            awb: z.union([z.string(), z.number()]).nullish(),
            courier: z.string().nullish(),
          }),
        )
        .default([]),
    }),
  ),
});
export type FoundOrder = z.infer<typeof ordersSearchAnswer>['data'][number];

export const awbAnswer = z.object({
  awb_assign_status: z.number(),
  response: z.object({
    data: z.object({
      awb_code: z.union([z.string(), z.number()]).transform((value) => String(value)),
      courier_name: z.string(),
    }),
  }),
});

export const serviceabilityAnswer = z.object({
  data: z.object({
    available_courier_companies: z.array(
      z.object({
        courier_name: z.string(),
        cod: z.union([z.number(), z.boolean()]).transform((value) => value === 1 || value === true),
        etd: z.string().nullish(),
        estimated_delivery_days: z.union([z.string(), z.number()]).nullish(),
        // Where the delivery pincode is; empty or absent when Shiprocket cannot place it.
        city: z.string().nullish(),
        state: z.string().nullish(),
      }),
    ),
  }),
});
export type CourierOption = z.infer<
  typeof serviceabilityAnswer
>['data']['available_courier_companies'][number];

/** POST /v1/external/orders/cancel: only the fact that it answered 2xx matters. */
export const cancelAnswer = z.object({ message: z.string().optional() }).passthrough();
