import type { DeliveryDetails } from '@festive/contracts';

/** One shopper's delivery details that pass every rule, for the checkout's unit and component tests. */
export const SAMPLE_DETAILS: DeliveryDetails = {
  name: 'Asha Rao',
  phone: '+919876543210',
  email: 'asha@example.in',
  address: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};
