import type { OrderEntity } from './order.entity';

/** Who an order goes to and where, as the order keeps them: the shopper's delivery details. */
export type OrderCustomer = Pick<
  OrderEntity,
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
  | 'customerAddress'
  | 'customerCity'
  | 'customerState'
  | 'customerPincode'
>;
