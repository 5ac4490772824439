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

start().catch((error: unknown) => {
  console.error('The shop could not start', error);
});
