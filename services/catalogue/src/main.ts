import { main, readConfig, serviceRuntime, serviceTracing, startTracing } from '@undangan/platform';
import { catalogueConfigSchema } from './catalogue.config';

const config = readConfig('catalogue', catalogueConfigSchema);
startTracing(serviceTracing('catalogue', config));
// Loaded once tracing has started, so that pg is instrumented.
const { createCatalogueProgram } = require('./catalogue.program') as typeof import('./catalogue.program');
main(createCatalogueProgram(config), serviceRuntime(config));
