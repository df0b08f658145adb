import { Gauge } from 'prom-client';
import type { DataSource } from 'typeorm';
import type { Logger } from '../logger';
import { metricsRegistry } from './metrics';

export interface GaugeDefinition {
  name: string;
  help: string;
  /** Labels besides `service`, which every value carries. */
  labelNames?: string[];
}

export interface GaugeSample {
  labels?: Record<string, string>;
  value: number;
}

export interface DatabaseGaugeOptions {
  /**
   * Scrapes within this time of the last read reuse its values instead of querying again: for a
   * query that grows with the data (a count over a whole table), whatever the scrape interval
   * and however many Prometheus servers ask. Default 0: every scrape reads.
   */
  minIntervalMs?: number;
}

export interface DatabaseGauges {
  /** Reads `dataSource` at every scrape under `service`, until it is destroyed or replaced. */
  watch(service: string, dataSource: DataSource, logger: Logger): void;
}

interface Watched {
  dataSource: DataSource;
  logger: Logger;
}

/**
 * Gauges whose values come from one cheap query per watched database, run when Prometheus scrapes
 * rather than on a timer, so nothing runs while nobody looks. Values carry the service's name, as
 * tests run several services in one process. A database that cannot answer drops its values for
 * that scrape (a gap, never a stale number); /health reports the outage.
 */
export function databaseGauges<K extends string>(
  definitions: Record<K, GaugeDefinition>,
  read: (dataSource: DataSource) => Promise<Record<K, GaugeSample[]>>,
  options: DatabaseGaugeOptions = {},
): DatabaseGauges {
  const watched = new Map<string, Watched>();
  const keys = Object.keys(definitions) as K[];
  const minIntervalMs = options.minIntervalMs ?? 0;
  let reading: Promise<void> | undefined;
  let readAt = -Infinity;

  // Every gauge's collect waits for the same pass, so one scrape runs each query once.
  const refresh = (): Promise<void> => {
    if (reading) return reading;
    if (Date.now() - readAt < minIntervalMs) return Promise.resolve();
    reading = readAll().finally(() => {
      readAt = Date.now();
      reading = undefined;
    });
    return reading;
  };

  const gauges = Object.fromEntries(
    keys.map((key) => [
      key,
      new Gauge({
        name: definitions[key].name,
        help: definitions[key].help,
        labelNames: ['service', ...(definitions[key].labelNames ?? [])],
        registers: [metricsRegistry],
        collect: refresh,
      }),
    ]),
  ) as Record<K, Gauge>;

  async function readAll(): Promise<void> {
    const results = await Promise.all(
      [...watched].map(async ([service, { dataSource, logger }]) => {
        if (!dataSource.isInitialized) {
          watched.delete(service);
          return undefined;
        }
        try {
          return { service, samples: await read(dataSource) };
        } catch (err) {
          logger.debug({ err, gauges: keys.map((k) => definitions[k].name) }, 'metrics query failed');
          return undefined;
        }
      }),
    );
    for (const key of keys) gauges[key].reset();
    for (const result of results) {
      if (!result) continue;
      for (const key of keys) {
        for (const sample of result.samples[key]) {
          gauges[key].set({ service: result.service, ...sample.labels }, sample.value);
        }
      }
    }
  }

  return {
    watch(service, dataSource, logger) {
      watched.set(service, { dataSource, logger });
      readAt = -Infinity;
    },
  };
}
