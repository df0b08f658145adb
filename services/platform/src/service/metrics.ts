import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** One registry per process: default Node metrics plus the service's own. */
export const metricsRegistry = new Registry();
let defaultsCollected = false;

export function initMetrics(service: string): Registry {
  if (!defaultsCollected) {
    metricsRegistry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: metricsRegistry });
    defaultsCollected = true;
  }
  return metricsRegistry;
}

export const rpcDuration = new Histogram({
  name: 'rpc_handler_duration_seconds',
  help: 'Time spent handling one RPC call, by pattern and outcome',
  labelNames: ['pattern', 'outcome'],
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});
