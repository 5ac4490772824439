import { Suspense, use, useState } from 'react';
import { Center, Spinner, Text, VStack } from '@festive/web-kit';
import { FirstViewHandoff } from '../first-view/first-view-handoff';
import { remoteModule, retryRemote } from './remote-component';
import { firstReadsOf } from './early-remote';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { RemoteName } from './remote-names';

export function RemoteLoading() {
  return (
    <Center minH="50vh" data-testid="remote-loading">
      <VStack gap="3" aria-live="polite">
        <Spinner size="lg" color="saffron.600" borderWidth="3px" />
        <Text color="fg.muted">Loading…</Text>
      </VStack>
    </Center>
  );
}

/** Suspends until the remote's `./app` module is there, then renders its component. */
function RemoteApp({ name }: { name: RemoteName }) {
  const remote = use(remoteModule(name));
  // The page opened first is drawn with its first reads' answers (early-remote.ts).
  const reads = firstReadsOf(name);
  if (reads) use(reads);
  return (
    <>
      <remote.default />
      <FirstViewHandoff />
    </>
  );
}

/** A remote's exposed `./app`, behind a loading state and an error boundary with a real retry. */
export function RemoteMount({ name }: { name: RemoteName }) {
  // Bumped on retry: remounts the boundary, whose children then ask for a fresh load.
  const [generation, setGeneration] = useState(0);
  const retry = () => {
    retryRemote(name);
    setGeneration((value) => value + 1);
  };
  return (
    <RemoteErrorBoundary key={generation} name={name} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <RemoteApp name={name} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
