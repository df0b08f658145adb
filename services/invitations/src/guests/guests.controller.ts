import { GUESTS } from '@undangan/contracts';
import { rpcController } from '@undangan/platform';
import { GuestsService } from './guests.service';

/** The couple's guest list: each row passes its request on, scoped by the order id it names. */
export const GuestsController = rpcController('GuestsController', GuestsService, (on) => [
  on(GUESTS.list, (guests, request) => guests.list(request)),
  on(GUESTS.get, (guests, request) => guests.get(request)),
  on(GUESTS.add, (guests, request) => guests.add(request)),
  on(GUESTS.edit, (guests, request) => guests.edit(request)),
  on(GUESTS.remove, (guests, request) => guests.remove(request)),
  on(GUESTS.reissueLink, (guests, request) => guests.reissueLink(request)),
  on(GUESTS.markSent, (guests, request) => guests.markSent(request)),
  on(GUESTS.bulkAdd, (guests, request) => guests.bulkAdd(request)),
  on(GUESTS.summary, (guests, request) => guests.summary(request)),
  on(GUESTS.groups, (guests, request) => guests.groups(request)),
  on(GUESTS.addGroup, (guests, request) => guests.addGroup(request)),
  on(GUESTS.editGroup, (guests, request) => guests.editGroup(request)),
  on(GUESTS.removeGroup, (guests, request) => guests.removeGroup(request)),
  on(GUESTS.sessions, (guests, request) => guests.sessions(request)),
  on(GUESTS.addSession, (guests, request) => guests.addSession(request)),
  on(GUESTS.editSession, (guests, request) => guests.editSession(request)),
  on(GUESTS.removeSession, (guests, request) => guests.removeSession(request)),
  on(GUESTS.settings, (guests, request) => guests.settings(request)),
  on(GUESTS.setSettings, (guests, request) => guests.setSettings(request)),
  on(GUESTS.wishes, (guests, request) => guests.wishes(request)),
  on(GUESTS.setWishHidden, (guests, request) => guests.setWishHidden(request)),
]);
