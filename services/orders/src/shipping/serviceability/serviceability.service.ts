import { Inject, Injectable, Logger } from '@nestjs/common';
import { type Serviceability, officialStateName } from '@festive/contracts';
import { REDIS, SERVICE_CONFIG } from '@festive/server-kit';
import type { Redis } from 'ioredis';
import type { OrdersConfig } from '../../config/orders-config';
import { ShiprocketClient } from '../shiprocket/shiprocket-client';
import type { CourierOption } from '../shiprocket/shiprocket-schemas';
import { earliestDate, isoDeliveryDate } from './delivery-date';

const cacheKey = (pincode: string) => `serviceability:${pincode}`;

/**
 * Can a courier reach this pincode, and with cash on delivery? Asked of Shiprocket and kept in
 * Redis for hours (courier networks change slowly). A provider slower than the configured
 * budget (4 s) never blocks checkout: the answer is then `checked: false`, everything allowed.
 */
@Injectable()
export class ServiceabilityService {
  private readonly logger = new Logger(ServiceabilityService.name);
  /** One provider call per pincode at a time, however many shoppers ask at once. */
  private readonly inFlight = new Map<string, Promise<Serviceability>>();

  constructor(
    private readonly shiprocket: ShiprocketClient,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {}

  async check(pincode: string): Promise<Serviceability> {
    const cached = await this.redis.get(cacheKey(pincode)).catch(() => null);
    if (cached) return JSON.parse(cached) as Serviceability;
    let pending = this.inFlight.get(pincode);
    if (!pending) {
      pending = this.ask(pincode).finally(() => this.inFlight.delete(pincode));
      this.inFlight.set(pincode, pending);
    }
    return pending;
  }

  private async ask(pincode: string): Promise<Serviceability> {
    const budgetMs = this.config.env.SERVICEABILITY_TIMEOUT_MS;
    let timer: NodeJS.Timeout | undefined;
    const outOfTime = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), budgetMs);
    });
    try {
      const couriers = await Promise.race([
        this.shiprocket.couriers({
          pickupPincode: this.config.env.SHIPROCKET_PICKUP_PINCODE,
          deliveryPincode: pincode,
          weightKg: this.config.env.PARCEL_WEIGHT_KG,
          timeoutMs: budgetMs,
        }),
        outOfTime,
      ]);
      if (couriers === null) return unchecked(pincode);
      const answer: Serviceability = {
        pincode,
        checked: true,
        deliverable: couriers.length > 0,
        codAvailable: couriers.some((courier) => courier.cod),
        estimatedDeliveryDate: earliestDate(couriers.map((courier) => isoDeliveryDate(courier.etd))),
        ...placeOf(couriers),
      };
      const ttl = this.config.env.SERVICEABILITY_CACHE_SECONDS;
      if (ttl > 0)
        await this.redis.set(cacheKey(pincode), JSON.stringify(answer), 'EX', ttl).catch(() => undefined);
      return answer;
    } catch (error) {
      this.logger.warn(
        { pincode, err: (error as Error).message },
        'serviceability unknown; checkout goes on',
      );
      return unchecked(pincode);
    } finally {
      clearTimeout(timer);
    }
  }
}

function unchecked(pincode: string): Serviceability {
  return { pincode, checked: false, deliverable: true, codAvailable: true, estimatedDeliveryDate: null };
}

/**
 * The city and state the couriers give the pincode, for the checkout to fill in. A state is passed
 * on only as one of the official 36 (Shiprocket writes some the old way), else left for the
 * shopper to choose.
 */
function placeOf(couriers: readonly CourierOption[]): Pick<Serviceability, 'city' | 'state'> {
  const placed = couriers.find((courier) => courier.city?.trim() || courier.state?.trim());
  return {
    city: placed?.city?.trim() || null,
    state: placed?.state ? officialStateName(placed.state) : null,
  };
}
