import { type OutboundAnswer, outboundCall } from '@festive/server-kit';
import type { z } from 'zod';
import { shiprocketError, ShiprocketError } from './shiprocket-errors';
import {
  awbAnswer,
  cancelAnswer,
  type CourierOption,
  createdOrderAnswer,
  type CreatedOrder,
  type FoundOrder,
  loginAnswer,
  ordersSearchAnswer,
  serviceabilityAnswer,
} from './shiprocket-schemas';
import type { ShiprocketTokenCache } from './shiprocket-token-cache';
import type { ShiprocketOrderPayload } from './shiprocket-order-payload';

export interface ShiprocketClientOptions {
  baseUrl: string;
  email: string;
  password: string;
  timeoutMs: number;
}

interface Call<T> {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  schema: z.ZodType<T>;
  timeoutMs?: number;
  /** 404 means "nothing": answer null instead of failing. */
  notFoundIsEmpty?: boolean;
}

/**
 * Shiprocket's REST API, spoken as Shiprocket documents it: a token from /auth/login, kept in
 * Redis for nine days and renewed once when a call answers 401. Calls that need a token at the
 * same moment (a burst of shipping jobs meeting an expired token) share one login.
 */
export class ShiprocketClient {
  private loggingIn: Promise<string> | undefined;

  constructor(
    private readonly options: ShiprocketClientOptions,
    private readonly tokens: ShiprocketTokenCache,
  ) {}

  async createAdhocOrder(payload: ShiprocketOrderPayload): Promise<CreatedOrder> {
    const created = await this.call({
      method: 'POST',
      path: '/v1/external/orders/create/adhoc',
      body: payload,
      schema: createdOrderAnswer,
    });
    if (created === null) throw new ShiprocketError('Shiprocket did not create the order', 404, false);
    return created;
  }

  /** Our order as Shiprocket has it (searched by our order id), or null when it has none. */
  async findOrder(channelOrderId: string): Promise<FoundOrder | null> {
    const answer = await this.call({
      method: 'GET',
      path: `/v1/external/orders?search=${encodeURIComponent(channelOrderId)}`,
      schema: ordersSearchAnswer,
      notFoundIsEmpty: true,
    });
    return answer?.data.find((order) => order.channel_order_id === channelOrderId) ?? null;
  }

  async assignAwb(shipmentId: string): Promise<{ awbCode: string; courierName: string }> {
    const answer = await this.call({
      method: 'POST',
      path: '/v1/external/courier/assign/awb',
      body: { shipment_id: Number(shipmentId) },
      schema: awbAnswer,
    });
    if (!answer || answer.awb_assign_status !== 1) {
      throw new ShiprocketError(`Shiprocket assigned no AWB to shipment ${shipmentId}`, 200, false);
    }
    return { awbCode: answer.response.data.awb_code, courierName: answer.response.data.courier_name };
  }

  /**
   * Cancels a Shiprocket order (cancelling a cancelled one again is fine). Shiprocket refuses
   * with a 400 once the courier has picked the parcel up: that answers 'picked-up', any other
   * failure throws.
   */
  async cancelOrder(shiprocketOrderId: string): Promise<'cancelled' | 'picked-up'> {
    try {
      await this.call({
        method: 'POST',
        path: '/v1/external/orders/cancel',
        body: { ids: [Number(shiprocketOrderId)] },
        schema: cancelAnswer,
      });
      return 'cancelled';
    } catch (error) {
      if (error instanceof ShiprocketError && error.status === 400 && /picked up/i.test(error.message))
        return 'picked-up';
      throw error;
    }
  }

  /** Couriers serving the route; an empty list when none does (Shiprocket answers 404). */
  async couriers(input: {
    pickupPincode: string;
    deliveryPincode: string;
    weightKg: string;
    timeoutMs: number;
  }): Promise<CourierOption[]> {
    const query = new URLSearchParams({
      pickup_postcode: input.pickupPincode,
      delivery_postcode: input.deliveryPincode,
      // cod=0 lists every courier with its own `cod` flag, so one call answers both questions.
      cod: '0',
      weight: input.weightKg,
    });
    const answer = await this.call({
      method: 'GET',
      path: `/v1/external/courier/serviceability/?${query.toString()}`,
      schema: serviceabilityAnswer,
      timeoutMs: input.timeoutMs,
      notFoundIsEmpty: true,
    });
    return answer?.data.available_courier_companies ?? [];
  }

  private async call<T>(call: Call<T>): Promise<T | null> {
    const cached = await this.tokens.get();
    const token = cached ?? (await this.login(call.timeoutMs));
    try {
      return await this.send(call, token);
    } catch (error) {
      if (!(error instanceof ShiprocketError) || error.status !== 401) throw error;
      // An expired or revoked token: log in again once (unless another call already has, so its
      // token is cached now), then give the call one more go.
      await this.tokens.forget(token);
      const renewed = await this.tokens.get();
      return this.send(call, renewed && renewed !== token ? renewed : await this.login(call.timeoutMs));
    }
  }

  /** One login at a time per process: callers arriving while one is under way share its token. */
  private login(timeoutMs?: number): Promise<string> {
    this.loggingIn ??= this.logIn(timeoutMs).finally(() => {
      this.loggingIn = undefined;
    });
    return this.loggingIn;
  }

  private async logIn(timeoutMs?: number): Promise<string> {
    const answer = await this.send(
      {
        method: 'POST',
        path: '/v1/external/auth/login',
        body: { email: this.options.email, password: this.options.password },
        schema: loginAnswer,
        timeoutMs,
      },
      null,
    );
    if (!answer) throw new ShiprocketError('Shiprocket login answered nothing', 404, false);
    await this.tokens.set(answer.token);
    return answer.token;
  }

  private async send<T>(call: Call<T>, token: string | null): Promise<T | null> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    let response: OutboundAnswer;
    try {
      response = await outboundCall({
        url: `${this.options.baseUrl}${call.path}`,
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        timeoutMs: call.timeoutMs ?? this.options.timeoutMs,
      });
    } catch (error) {
      throw new ShiprocketError(
        `Shiprocket unreachable (${call.path}): ${(error as Error).message}`,
        0,
        false,
      );
    }
    const { body } = response;
    if (response.status === 404 && call.notFoundIsEmpty) return null;
    if (!response.ok) throw shiprocketError(call.path.split('?')[0] ?? call.path, response.status, body);
    const parsed = call.schema.safeParse(body);
    if (!parsed.success) {
      throw new ShiprocketError(
        `Shiprocket answered ${call.path.split('?')[0]} in an unexpected shape`,
        502,
        false,
      );
    }
    return parsed.data;
  }
}
