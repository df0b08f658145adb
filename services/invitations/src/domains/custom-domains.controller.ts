import { INVITATIONS } from '@undangan/contracts';
import { rpcController } from '@undangan/platform';
import { CustomDomains } from './custom-domains.service';

/** The couples' own domains: recorded by the admin, looked up by the gateway's front. */
export const CustomDomainsController = rpcController('CustomDomainsController', CustomDomains, (on) => [
  on(INVITATIONS.setDomain, (domains, request) => domains.set(request)),
  on(INVITATIONS.domainOf, (domains, request) => domains.of(request)),
  on(INVITATIONS.lookupDomain, (domains, request) => domains.lookup(request)),
]);
