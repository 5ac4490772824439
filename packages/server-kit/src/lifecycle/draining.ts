/**
 * Whether this process has been asked to stop. Once set, /health answers 503 so the load
 * balancer (a Kubernetes readiness probe, nginx's upstream checks) stops sending new work while
 * what is in flight finishes.
 */
let draining = false;

export function markDraining(): void {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}
