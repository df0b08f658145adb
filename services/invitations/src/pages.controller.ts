import { INVITATIONS } from '@undangan/contracts';
import { rpcController } from '@undangan/platform';
import { PagesService } from './pages.service';

/** Publishing, the guest's page and what guests send back. */
export const PagesController = rpcController('PagesController', PagesService, (on) => [
  on(INVITATIONS.publish, (pages, request) => pages.publish(request)),
  on(INVITATIONS.preview, (pages, request) => pages.preview(request)),
  on(INVITATIONS.page, (pages, request) => pages.page(request)),
  on(INVITATIONS.calendar, (pages, request) => pages.calendar(request)),
  on(INVITATIONS.rsvp, (pages, request) => pages.rsvp(request)),
  on(INVITATIONS.wish, (pages, request) => pages.wish(request)),
  on(INVITATIONS.orderPages, (pages, request) => pages.orderPages(request)),
  on(INVITATIONS.responses, (pages, request) => pages.responses(request)),
]);
