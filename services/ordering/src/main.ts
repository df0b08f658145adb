import { main, readConfig, serviceRuntime, serviceTracing, startTracing } from '@undangan/platform';
import { orderingConfigSchema } from './ordering.config';

const config = readConfig('ordering', orderingConfigSchema);
startTracing(serviceTracing('ordering', config));
// Loaded once tracing has started, so that pg and node:http (under axios) are instrumented.
const { createOrderingProgram } = require('./ordering.program') as typeof import('./ordering.program');
main(createOrderingProgram(config), serviceRuntime(config));
