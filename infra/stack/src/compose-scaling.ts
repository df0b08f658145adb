import type { ComposeFile } from './compose-config';

/**
 * The services an operator may run as several replicas (`docker compose up --scale NAME=N`). Each
 * replica is one more container of the same service, so nothing in the service may be one of a
 * kind on the host or the network: a published host port, a container name or a fixed address
 * would make the second replica fail to start.
 */
export const SCALABLE_SERVICES: readonly string[] = [
  'catalogue',
  'ordering',
  'proof-storage',
  'reporting',
  'notifications',
  'invitations',
  'gateway',
];

/** A health check that asks the container itself, so compose judges each replica on its own. */
const OWN_CONTAINER = /\/\/(127\.0\.0\.1|localhost)[:/]/;

/** Why each of these services could not run as several replicas; empty when all can. */
export function scalingProblems(
  compose: ComposeFile,
  services: readonly string[] = SCALABLE_SERVICES,
): string[] {
  const problems: string[] = [];
  for (const name of services) {
    const service = compose.services[name];
    if (!service) {
      problems.push(`${name}: no such service`);
      continue;
    }
    for (const port of service.ports) problems.push(`${name}: publishes host port ${port.published}`);
    if (service.containerName !== undefined)
      problems.push(`${name}: has container_name ${service.containerName}`);
    for (const address of service.fixedAddresses) problems.push(`${name}: has the fixed address ${address}`);
    const check = service.healthcheck?.join(' ') ?? '';
    if (!OWN_CONTAINER.test(check)) problems.push(`${name}: no health check on its own container`);
  }
  return problems;
}
