import { main, readConfig, serviceRuntime, serviceTracing, startTracing } from '@undangan/platform';
import { reportingConfigSchema } from './reporting.config';

const config = readConfig('reporting', reportingConfigSchema);
startTracing(serviceTracing('reporting', config));
// Loaded once tracing has started, so that pg is instrumented.
const { reportingProgram } = require('./reporting.program') as typeof import('./reporting.program');
main(reportingProgram, serviceRuntime(config));
