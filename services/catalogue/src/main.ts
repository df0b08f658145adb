import { main, readConfig, serviceRuntime } from '@undangan/platform';
import { catalogueConfigSchema } from './catalogue.config';
import { catalogueProgram } from './catalogue.program';

main(catalogueProgram, serviceRuntime(readConfig('catalogue', catalogueConfigSchema)));
