import { rmSync } from 'node:fs';
import path from 'node:path';
import { checkConfig } from '@undangan/platform';
import { GatewayConfigError, loadGatewayConfig } from '../../../gateway/src/gateway-config';
import { catalogueConfigSchema } from '../../../services/catalogue/src/catalogue.config';
import { invitationsConfigSchema } from '../../../services/invitations/src/invitations.config';
import { notificationsConfigSchema } from '../../../services/notifications/src/notifications.config';
import { orderingConfigSchema } from '../../../services/ordering/src/ordering.config';
import { proofStorageConfigSchema } from '../../../services/proof-storage/src/proof-storage.config';
import { reportingConfigSchema } from '../../../services/reporting/src/reporting.config';
import { kubectlMinorVersion, mainContainer, render, resolvedEnv, workingCopy } from './kustomize';

/**
 * The production overlay, once the operator's secrets.env holds real values, gives every program
 * a configuration its own checks accept with NODE_ENV=production (the checks that refuse a
 * development default at start); the example as committed is refused.
 */

const SCHEMAS = {
  catalogue: catalogueConfigSchema,
  ordering: orderingConfigSchema,
  'proof-storage': proofStorageConfigSchema,
  reporting: reportingConfigSchema,
  notifications: notificationsConfigSchema,
  invitations: invitationsConfigSchema,
} as const;

/** Problems the programs' checks find in the variables the production overlay gives them. */
function problemsWith(fill?: (example: string) => string): Record<string, string[]> {
  const dir = workingCopy(fill);
  try {
    const objects = render(path.join(dir, 'overlays/production'));
    const problems: Record<string, string[]> = {};
    for (const [name, schema] of Object.entries(SCHEMAS)) {
      const env = resolvedEnv(objects, mainContainer(objects, name));
      expect(env.NODE_ENV).toBe('production');
      const result = checkConfig(schema, env);
      problems[name] = result.ok ? [] : result.problems.map((p) => p.message);
    }
    problems.gateway = gatewayProblems(resolvedEnv(objects, mainContainer(objects, 'gateway')));
    return problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The gateway's check of exactly these variables. */
function gatewayProblems(env: Record<string, string>): string[] {
  try {
    loadGatewayConfig(env);
    return [];
  } catch (err) {
    if (!(err instanceof GatewayConfigError)) throw err;
    return err.problems.map((p) => p.message);
  }
}

describe('the production overlay with NODE_ENV=production', () => {
  beforeAll(() => {
    kubectlMinorVersion();
  });

  it("passes every program's production checks once secrets.env holds real values", () => {
    const real = (example: string) =>
      example.replace(/CHANGE-ME/g, () => `k8s-${Math.random().toString(36).slice(2)}-${'x'.repeat(40)}`);
    expect(problemsWith(real)).toEqual({
      catalogue: [],
      ordering: [],
      'proof-storage': [],
      reporting: [],
      notifications: [],
      invitations: [],
      gateway: [],
    });
  });

  it('is refused with the example secrets as they are', () => {
    const problems = problemsWith();
    expect(problems.gateway.some((message) => message.startsWith('JWT_SECRET '))).toBe(true);
  });
});
