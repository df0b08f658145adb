import { DESKS } from '@undangan/contracts';
import { rpcController } from '@undangan/platform';
import { Desks } from './desks.service';

/** The desks at an invitation's door: each row passes its request on, scoped by its order and desk. */
export const DesksController = rpcController('DesksController', Desks, (on) => [
  on(DESKS.makeDesk, (desks, request) => desks.create(request)),
  on(DESKS.listDesks, (desks, request) => desks.list(request)),
  on(DESKS.revokeDesk, (desks, request) => desks.revoke(request)),
  on(DESKS.openDesk, (desks, request) => desks.open(request)),
  on(DESKS.deskSnapshot, (desks, request) => desks.snapshot(request)),
  on(DESKS.syncDesk, (desks, request) => desks.sync(request)),
]);
