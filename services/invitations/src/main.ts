import { main, readConfig, serviceRuntime, serviceTracing, startTracing } from '@undangan/platform';
import { invitationsConfigSchema } from './invitations.config';

const config = readConfig('invitations', invitationsConfigSchema);
startTracing(serviceTracing('invitations', config));
// Loaded once tracing has started, so that pg is instrumented.
const { createInvitationsProgram } =
  require('./invitations.program') as typeof import('./invitations.program');
main(createInvitationsProgram(config), serviceRuntime(config));
