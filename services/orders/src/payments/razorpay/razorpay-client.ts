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

/** Razorpay's Orders API (POST /v1/orders) with HTTP basic auth of the key id and secret. */
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
    const auth = Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl}/v1/orders`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${auth}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          amount: input.amountPaise,
          currency: 'INR',
          receipt: input.receipt.slice(0, 40),
          notes: input.notes,
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new RazorpayError(`Razorpay unreachable: ${(error as Error).message}`, 0);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const description = (body as { error?: { description?: string } } | undefined)?.error?.description;
      throw new RazorpayError(
        `Razorpay answered ${response.status}${description ? `: ${description}` : ''}`,
        response.status,
      );
    }
    const parsed = orderAnswer.safeParse(body);
    if (!parsed.success) throw new RazorpayError('Razorpay answered /v1/orders in an unexpected shape', 502);
    return parsed.data;
  }
}
