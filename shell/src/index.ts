// An async boundary before anything else runs: shared modules (React, web-kit) are resolved
// through the federation runtime first, then the app starts.
//
// Each step runs in a task of its own: evaluating React DOM, then web-kit, then building the Chakra
// system (itself in steps), then the app in one go would hold a phone's main thread for several
// hundred ms, and a tap in that time waits for all of it.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  const { buildShopSystemInSteps } = await import('@festive/web-kit');
  await nextTask();
  await buildShopSystemInSteps(nextTask);
  await nextTask();
  await import('./bootstrap');
}

// Started from a microtask, so nothing it does has this file's top level on its stack: a trace
// that records the stack of each timer and request (Lighthouse's does) makes V8 re-parse every
// function on that stack for its line numbers, and the top level here is the whole entry file
// (40–75 ms at 4× CPU slowdown).
queueMicrotask(() => {
  start().catch((error: unknown) => {
    console.error('The shop could not start', error);
  });
});
