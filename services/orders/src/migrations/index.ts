import { Initial1763798400000 } from './1763798400000-initial';
import { OrderPipeline1764000000000 } from './1764000000000-order-pipeline';
import { ReturnsAndDelivery1764200000000 } from './1764200000000-returns-and-delivery';
import { OrderNumbers1764400000000 } from './1764400000000-order-numbers';
import { OrderLifecycle1764600000000 } from './1764600000000-order-lifecycle';
import { RefundsAndReturnDecisions1764800000000 } from './1764800000000-refunds-and-return-decisions';
import { TrackingAndNotifications1764900000000 } from './1764900000000-tracking-and-notifications';
import { OrderDeskSearch1765000000000 } from './1765000000000-order-desk-search';
import { UnverifiedCallbacks1765200000000 } from './1765200000000-unverified-callbacks';
import { OnePhoneFormat1766400000000 } from './1766400000000-one-phone-format';
import { OrderLineGst1766500000000 } from './1766500000000-order-line-gst';
import { InvoiceNumberLength1766600000000 } from './1766600000000-invoice-number-length';
import { NotificationClaims1766700000000 } from './1766700000000-notification-claims';

/** Every committed migration of the orders schema, oldest first. */
export const MIGRATIONS = [
  Initial1763798400000,
  OrderPipeline1764000000000,
  ReturnsAndDelivery1764200000000,
  OrderNumbers1764400000000,
  OrderLifecycle1764600000000,
  RefundsAndReturnDecisions1764800000000,
  TrackingAndNotifications1764900000000,
  OrderDeskSearch1765000000000,
  UnverifiedCallbacks1765200000000,
  OnePhoneFormat1766400000000,
  OrderLineGst1766500000000,
  InvoiceNumberLength1766600000000,
  NotificationClaims1766700000000,
];
