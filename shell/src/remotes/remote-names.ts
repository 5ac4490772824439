/** The four remotes (federation names, design §1) and how a shopper would call each part. */
export const REMOTE_LABELS = {
  mfe_catalog: 'The gift catalogue',
  mfe_checkout: 'Checkout',
  mfe_account: 'Your account',
  mfe_admin: 'The admin area',
} as const;

export type RemoteName = keyof typeof REMOTE_LABELS;

export function isRemoteName(value: string): value is RemoteName {
  return Object.hasOwn(REMOTE_LABELS, value);
}
