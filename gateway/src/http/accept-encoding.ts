/**
 * Whether an Accept-Encoding takes `coding` (RFC 9110 12.5.3; its other names after it): named, or
 * `*`, with a weight above 0; a coding named with q=0 is refused whatever `*` says.
 */
export function acceptsCoding(accept: string | string[] | undefined, ...names: string[]): boolean {
  const offered = new Map<string, number>();
  for (const part of (Array.isArray(accept) ? accept.join(',') : (accept ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const named = names.find((name) => offered.has(name));
  return (offered.get(named ?? '*') ?? 0) > 0;
}
