import { Counter } from 'prom-client';
import { metricsRegistry } from '@undangan/platform';

/** What answered a public catalogue read: the fast path before Nest, the handler's cache, or the catalogue. */
export type CatalogueReadSource = 'fast_path' | 'cache' | 'catalogue';

const catalogueReads = new Counter({
  name: 'gateway_catalogue_reads_total',
  help: "Public catalogue reads, by what answered them: the fast path (kept, before Nest), the handler's cache (kept or being loaded) or the catalogue service",
  labelNames: ['answered_by'],
  registers: [metricsRegistry],
});

// Bound once: a read is counted without looking its labels up.
const bySource: Record<CatalogueReadSource, { inc(): void }> = {
  fast_path: catalogueReads.labels('fast_path'),
  cache: catalogueReads.labels('cache'),
  catalogue: catalogueReads.labels('catalogue'),
};

/** Counts one public catalogue read; the share answered by the catalogue itself is the cache's misses. */
export const countCatalogueRead = (source: CatalogueReadSource) => bySource[source].inc();

const catalogueChanges = new Counter({
  name: 'gateway_catalogue_changes_heard_total',
  help: 'catalogue.changed events this gateway heard from the broker, each emptying its catalogue cache',
  registers: [metricsRegistry],
});

/** Counts one catalogue.changed heard: how an operator (or a test) tells a change arrived, not a TTL. */
export const countCatalogueChange = () => catalogueChanges.inc();
