/** Reading a Prometheus text exposition: what a scraper sees of a program's /metrics. */

export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Every sample of the text (comments and blank lines left out). */
export function metricSamples(text: string): MetricSample[] {
  const found: MetricSample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z_:][A-Za-z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([A-Za-z_][A-Za-z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    found.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return found;
}
