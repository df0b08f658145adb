import { readFileSync } from 'node:fs';

/** The local addresses of the sockets listening on a TCP port, from /proc/net/tcp and tcp6. */
export function listeningAddresses(port: number): string[] {
  const found: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== '0A') continue;
      const [hexAddress, hexPort] = local.split(':');
      if (parseInt(hexPort, 16) !== port) continue;
      found.push(decodeAddress(hexAddress));
    }
  }
  return found;
}

/** /proc/net shows each 32-bit word of an address in host (little-endian) order. */
function decodeAddress(hex: string): string {
  const words = hex.match(/.{8}/g) ?? [];
  const bytes = words.flatMap((word) => (word.match(/../g) ?? []).reverse().map((b) => parseInt(b, 16)));
  if (bytes.length === 4) return bytes.join('.');
  if (bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff)
    return `::ffff:${bytes.slice(12).join('.')}`;
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i] << 8) | bytes[i + 1]).toString(16));
  return groups.join(':').replace(/(^|:)0(:0)+(:|$)/, '::');
}

export function isLoopbackAddress(address: string): boolean {
  return /^127\./.test(address) || /^::ffff:127\./.test(address) || address === '::1';
}
