import { freePort, type NodeProcess, spawnNode } from '@festive/server-kit';

/**
 * The orders worker as production runs it, its /health on a port of its own: API test files run
 * side by side, and two workers on the default port made one of them fail to start.
 */
export async function spawnOrdersWorker(env: NodeJS.ProcessEnv): Promise<NodeProcess> {
  return spawnNode('services/orders/dist/worker.js', { ...env, HEALTH_PORT: String(await freePort()) });
}
