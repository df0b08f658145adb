import { main, readConfig, serviceRuntime, serviceTracing, startTracing } from '@undangan/platform';
import { notificationsConfigSchema } from './notifications.config';

const config = readConfig('notifications', notificationsConfigSchema);
startTracing(serviceTracing('notifications', config));
// Loaded once tracing has started, so that pg is instrumented.
const { createNotificationsProgram } =
  require('./notifications.program') as typeof import('./notifications.program');
main(createNotificationsProgram(config), serviceRuntime(config));
