import { type OutboundAnswer, outboundCall } from '@festive/server-kit';
import { z } from 'zod';

export interface RazorpayClientOptions {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  timeoutMs: number;
}

const orderAnswer = z.object({
  id: z.string().regex(/^order_[A-Za-z0-9]+$/),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
});
export type RazorpayOrder = z.infer<typeof orderAnswer>;

export class RazorpayError extends Error {
  override name = 'RazorpayError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const refundAnswer = z.object({
  id: z.string().regex(/^rfnd_[A-Za-z0-9]+$/),
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.string(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
});
export type RazorpayRefund = z.infer<typeof refundAnswer>;
const refundList = z.object({ items: z.array(refundAnswer) });

/**
 * Razorpay's Orders API (POST /v1/orders) and Refunds API (POST /v1/payments/:id/refund,
 * GET /v1/payments/:id/refunds), with HTTP basic auth of the key id and secret.
 */
export class RazorpayClient {
  constructor(private readonly options: RazorpayClientOptions) {}

  get keyId(): string {
    return this.options.keyId;
  }

  /** A Razorpay order for an amount in integer paise; `receipt` is our order number. */
  async createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<RazorpayOrder> {
    const body = await this.call('POST', '/v1/orders', {
      amount: input.amountPaise,
      currency: 'INR',
      receipt: input.receipt.slice(0, 40),
      notes: input.notes,
    });
    return this.shaped(orderAnswer, body, '/v1/orders');
  }

  /** Refunds `amountPaise` of a captured payment; `notes` carry our refund id to find it again. */
  async refund(
    paymentId: string,
    input: { amountPaise: number; receipt: string; notes: Record<string, string> },
  ): Promise<RazorpayRefund> {
    const path = `/v1/payments/${encodeURIComponent(paymentId)}/refund`;
    const body = await this.call('POST', path, {
      amount: input.amountPaise,
      speed: 'normal',
      receipt: input.receipt.slice(0, 40),
      notes: input.notes,
    });
    return this.shaped(refundAnswer, body, path);
  }

  /** The refunds made on a payment so far. */
  async refundsOf(paymentId: string): Promise<RazorpayRefund[]> {
    const path = `/v1/payments/${encodeURIComponent(paymentId)}/refunds`;
    return this.shaped(refundList, await this.call('GET', path), path).items;
  }

  private async call(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<unknown> {
    const auth = Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString('base64');
    let response: OutboundAnswer;
    try {
      response = await outboundCall({
        url: `${this.options.baseUrl}${path}`,
        method,
        headers: { authorization: `Basic ${auth}`, accept: 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
        timeoutMs: this.options.timeoutMs,
      });
    } catch (error) {
      throw new RazorpayError(`Razorpay unreachable: ${(error as Error).message}`, 0);
    }
    const { body } = response;
    if (!response.ok) {
      const description = (body as { error?: { description?: string } } | undefined)?.error?.description;
      throw new RazorpayError(
        `Razorpay answered ${response.status}${description ? `: ${description}` : ''}`,
        response.status,
      );
    }
    return body;
  }

  private shaped<T>(schema: z.ZodType<T>, body: unknown, path: string): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new RazorpayError(`Razorpay answered ${path} in an unexpected shape`, 502);
    return parsed.data;
  }
}
