/** Readiness checks a service registers (database, broker, ...); /health reports them all. */
export type HealthCheck = () => Promise<boolean> | boolean;

export interface HealthReport {
  status: 'ok' | 'unavailable';
  checks: Record<string, 'up' | 'down'>;
}

export async function runHealthChecks(
  checks: Record<string, HealthCheck>,
  timeoutMs = 2000,
): Promise<HealthReport> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        const up = await Promise.race([
          Promise.resolve(check()),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref()),
        ]);
        return [name, up ? 'up' : 'down'] as const;
      } catch {
        return [name, 'down'] as const;
      }
    }),
  );
  const result: Record<string, 'up' | 'down'> = Object.fromEntries(entries);
  return { status: entries.every(([, s]) => s === 'up') ? 'ok' : 'unavailable', checks: result };
}
