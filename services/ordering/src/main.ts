import { main, readConfig, serviceRuntime } from '@undangan/platform';
import { orderingConfigSchema } from './ordering.config';
import { orderingProgram } from './ordering.program';

main(orderingProgram, serviceRuntime(readConfig('ordering', orderingConfigSchema)));
