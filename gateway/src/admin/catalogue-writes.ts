import { Inject } from '@nestjs/common';
import { RequestOf, ResponseOf, RpcContract } from '@undangan/contracts';
import { AuditTarget, AuditTrail } from '../audit/audit-trail';
import type { AuditAction } from '../audit/audited-resources';
import type { AdminRequest } from '../auth/admin.guard';
import { CatalogueCache } from '../catalogue/catalogue-cache';
import { ServiceClients } from '../rpc/service-clients';

type CatalogueContract = RpcContract<'catalogue'>;

/**
 * An admin's change to the catalogue: recorded in the audit trail around the write, and this
 * gateway forgets its cached reads as soon as the answer is in (even a failed or timed-out one may
 * have committed), so the admin sees the change on the next read; other replicas hear of it
 * through `catalogue.changed`.
 */
export class CatalogueWrites {
  constructor(
    @Inject(ServiceClients) protected readonly rpc: ServiceClients,
    @Inject(AuditTrail) private readonly audit: AuditTrail,
    @Inject(CatalogueCache) private readonly cache: CatalogueCache,
  ) {}

  protected write<C extends CatalogueContract>(
    req: AdminRequest,
    action: AuditAction,
    target: AuditTarget<ResponseOf<C>>,
    contract: C,
    request: RequestOf<C>,
  ): Promise<ResponseOf<C>> {
    return this.audit.track(req, action, target, async () => {
      try {
        return await this.rpc.call(contract, request, req.id);
      } finally {
        this.cache.invalidate();
      }
    });
  }
}
