import {
  CUSTOM_DOMAIN_MESSAGES,
  customDomainIncluded,
  isShopHost,
  type CustomDomainAnswer,
  type INVITATIONS,
  type ParsedRequestOf,
} from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import type { DataSource } from 'typeorm';
import { domainOfHost, domainOfOrder, recordDomain, removeDomain } from './custom-domains.table';

const NONE: CustomDomainAnswer = { domain: null, client_id: null };

/**
 * The couples' own domains (the Exclusive package's): the admin records one per order, and the
 * gateway asks which page a host opens. The shop's own host is never a couple's.
 */
export class CustomDomains {
  constructor(
    private readonly dataSource: DataSource,
    private readonly publicBaseUrl: string,
  ) {}

  async set({
    order_id,
    client_id,
    package: packageName,
    domain,
  }: ParsedRequestOf<typeof INVITATIONS.setDomain>): Promise<CustomDomainAnswer> {
    // Removing is always allowed (a package changed since, a couple who gave the domain up).
    if (domain === null) {
      await removeDomain(this.dataSource, order_id);
      return NONE;
    }
    if (!customDomainIncluded(packageName))
      throw rpcFailure('conflict', CUSTOM_DOMAIN_MESSAGES.exclusiveOnly);
    if (client_id === null) throw rpcFailure('conflict', CUSTOM_DOMAIN_MESSAGES.noClientId);
    if (isShopHost(domain, this.publicBaseUrl))
      throw rpcFailure('bad_request', CUSTOM_DOMAIN_MESSAGES.shopHost);
    const recorded = await recordDomain(this.dataSource, {
      orderId: order_id,
      host: domain,
      clientId: client_id,
    });
    if (!recorded) throw rpcFailure('conflict', CUSTOM_DOMAIN_MESSAGES.taken);
    return { domain, client_id };
  }

  async of({ order_id }: ParsedRequestOf<typeof INVITATIONS.domainOf>): Promise<CustomDomainAnswer> {
    const row = await domainOfOrder(this.dataSource, order_id);
    return row ? { domain: row.host, client_id: row.clientId } : NONE;
  }

  async lookup({
    host,
  }: ParsedRequestOf<typeof INVITATIONS.lookupDomain>): Promise<{ client_id: string } | null> {
    const row = await domainOfHost(this.dataSource, host);
    return row ? { client_id: row.clientId } : null;
  }
}
