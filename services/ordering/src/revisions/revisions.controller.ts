import { ORDERING } from '@undangan/contracts';
import { rpcController } from '@undangan/platform';
import { RevisionsService } from './revisions.service';

/** Revisions: asked and listed by the couple, queued and moved on by the admin. */
export const RevisionsController = rpcController('RevisionsController', RevisionsService, (on) => [
  on(ORDERING.requestRevision, (revisions, request) => revisions.request(request)),
  on(ORDERING.orderRevisions, (revisions, lookup) => revisions.list(lookup)),
  on(ORDERING.revisionQueue, (revisions, query) => revisions.queue(query)),
  on(ORDERING.updateRevision, (revisions, request) => revisions.update(request)),
  on(ORDERING.getRevision, (revisions, request) => revisions.get(request)),
]);
