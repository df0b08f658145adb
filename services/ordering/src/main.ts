import { main, readConfig, serviceRuntime } from '@undangan/platform';
import { orderingConfigSchema } from './ordering.config';
import { createOrderingProgram } from './ordering.program';

const config = readConfig('ordering', orderingConfigSchema);
main(createOrderingProgram(config), serviceRuntime(config));
