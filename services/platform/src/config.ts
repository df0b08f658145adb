/** Configuration comes from the environment; every variable has a development default in .env.example. */
export function env(name: string, fallback?: string): string {
  const value = process.env[name];
  if (value !== undefined && value !== '') return value;
  if (fallback !== undefined) return fallback;
  throw new Error(`Environment variable ${name} is required`);
}

export function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value))
    throw new Error(`Environment variable ${name} must be an integer, got "${raw}"`);
  return value;
}

/** Only "true"/"1"/"yes" are true: the string "false" must never read as truthy. */
export function envBool(name: string, fallback: boolean): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = raw.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(value)) return true;
  if (['false', '0', 'no'].includes(value)) return false;
  throw new Error(`Environment variable ${name} must be true or false, got "${raw}"`);
}
