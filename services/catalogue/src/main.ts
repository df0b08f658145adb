import { main, readConfig, serviceRuntime } from '@undangan/platform';
import { catalogueConfigSchema } from './catalogue.config';
import { createCatalogueProgram } from './catalogue.program';

const config = readConfig('catalogue', catalogueConfigSchema);
main(createCatalogueProgram(config), serviceRuntime(config));
