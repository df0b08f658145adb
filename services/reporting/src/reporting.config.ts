import { configSchema, serviceVariables } from '@undangan/platform';

/** Every variable the reporting program reads, checked at start (main.ts). */
export const reportingConfigSchema = configSchema(serviceVariables('reporting'));
