/** Validation messages the spec fixes word for word. */
export const DELIVERY_MESSAGES = {
  name: 'Name must be at least 2 characters',
  phone: 'Please enter a valid phone number',
  email: 'Please enter a valid email',
  address: 'Address must be at least 5 characters',
  city: 'City must be at least 2 characters',
  state: 'State must be at least 2 characters',
  pincode: 'Pincode must be 6 digits',
} as const;

export const OTP_MESSAGE = 'OTP must be 6 digits';
export const PAYMENT_METHOD_MESSAGE = 'Please select a payment method';

/** Toasts of the account page. */
export const ACCOUNT_TOASTS = {
  addressDeleted: 'Address deleted successfully',
  addressDeleteFailed: 'Failed to delete address',
  defaultUpdated: 'Default address updated',
  defaultUpdateFailed: 'Failed to update default address',
  chatSendFailed: 'Failed to send message',
  liveAgentRequested: 'Live agent requested',
  liveAgentFailed: 'Failed to request live agent',
} as const;
