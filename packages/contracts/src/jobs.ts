import { z } from 'zod/mini';

/** Payloads of the BullMQ jobs; the job id is the outbox row id so a relay retry never doubles a job. */
export const shippingSubmitJobSchema = z.object({ orderId: z.uuid(), requestId: z.optional(z.string()) });
export type ShippingSubmitJob = z.infer<typeof shippingSubmitJobSchema>;

export const invoiceEmailJobSchema = z.object({ orderId: z.uuid(), requestId: z.optional(z.string()) });
export type InvoiceEmailJob = z.infer<typeof invoiceEmailJobSchema>;

export const supportEscalationJobSchema = z.object({
  sessionId: z.uuid(),
  requestId: z.optional(z.string()),
});
export type SupportEscalationJob = z.infer<typeof supportEscalationJobSchema>;
