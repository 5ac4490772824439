import { useEffect } from 'react';
import { useQueryClient } from '@festive/web-kit';
import { releaseFirstView } from './release-first-view';

/**
 * Rendered where a page's content commits (a remote's page, the remote error, the 404): hands
 * over from the server's first view. A passive effect, so the reads the page's components
 * started in their own effects are already counted as fetching.
 */
export function FirstViewHandoff() {
  const client = useQueryClient();
  useEffect(() => releaseFirstView(client), [client]);
  return null;
}
