import { main, readConfig, serviceRuntime } from '@undangan/platform';
import { reportingConfigSchema } from './reporting.config';
import { reportingProgram } from './reporting.program';

main(reportingProgram, serviceRuntime(readConfig('reporting', reportingConfigSchema)));
