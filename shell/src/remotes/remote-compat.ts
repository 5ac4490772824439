import { satisfy } from '@module-federation/enhanced/runtime';
import { sharedMismatches, type LiveRemote } from '@festive/contracts';

/** Stamped by the build (web-kit's ShellStampPlugin): the versions this shell shares with remotes. */
declare const __SHELL_PROVIDES__: Record<string, string> | undefined;

export const SHELL_PROVIDES: Record<string, string> =
  typeof __SHELL_PROVIDES__ === 'undefined' ? {} : __SHELL_PROVIDES__;

export class IncompatibleRemoteError extends Error {}

/**
 * A remote built against shared versions this shell cannot give (e.g. it needs web-kit ^2.0.0
 * and the shell has 1.4.0) is never mounted: the error says, and the console logs, which
 * package, what the remote needs and what the shell provides.
 */
export function assertCompatible(
  remote: LiveRemote,
  provides: Record<string, string> = SHELL_PROVIDES,
): void {
  const mismatches = sharedMismatches(remote.shared, provides, satisfy);
  if (!mismatches.length) return;
  const detail = mismatches
    .map((m) => `${m.package}: needs ${m.needed}, the shell provides ${m.provided ?? 'none'}`)
    .join('; ');
  const message = `Remote ${remote.name} ${remote.version ?? ''} is not mounted: ${detail}`.replace(
    '  ',
    ' ',
  );
  console.error(message, { remote: remote.name, version: remote.version, mismatches });
  throw new IncompatibleRemoteError(message);
}
