import { NOTIFICATIONS } from '@undangan/contracts';
import { rpcController } from '@undangan/platform';
import { NotificationsService } from './notifications.service';

/** The admin's questions about emails, and the resend. */
export const NotificationsController = rpcController(
  'NotificationsController',
  NotificationsService,
  (on) => [
    on(NOTIFICATIONS.forOrder, (emails, { orderId }) => emails.forOrder(orderId)),
    on(NOTIFICATIONS.undelivered, (emails) => emails.undelivered()),
    on(NOTIFICATIONS.resend, (emails, { id, requestedBy }) => emails.resend(id, requestedBy)),
  ],
);
