/** The remotes the shop is cut into (federation names) and how a shopper would call each part. */
export const REMOTE_LABELS: Record<string, string> = {
  mfe_catalog: 'The gift catalogue',
  mfe_checkout: 'Checkout',
  mfe_account: 'Your account',
  mfe_admin: 'The admin area',
};

/**
 * A federation name from the manifest. Any name is accepted: a new remote arrives with its
 * first release, without a shell release.
 */
export type RemoteName = string;

export function remoteLabel(name: RemoteName): string {
  return REMOTE_LABELS[name] ?? 'This part of the shop';
}
