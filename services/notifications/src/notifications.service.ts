import {
  MESSAGES,
  UNDELIVERED_EMAILS_LIMIT,
  type EmailList,
  type EmailRecord,
  type EventEnvelope,
} from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { planEmails, type PlanSettings } from './email-plan';
import { renderEmail } from './emails/render-email';
import { emailRecord, emailsOfOrder, insertEmails, lockEmail, undeliveredEmails } from './emails.table';

/**
 * What the shop's emails are: written from events (once per event and kind), listed for the admin
 * beside an order, and sent again when an admin asks.
 */
export class NotificationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: PlanSettings,
  ) {}

  /** The inbox consumer's handler: the emails an event asks for, in the event's transaction. */
  async record(event: EventEnvelope, manager: EntityManager): Promise<number> {
    const planned = planEmails(event, this.settings);
    await insertEmails(
      manager,
      planned.map((email) => {
        const rendered = renderEmail(email.view);
        return {
          eventId: event.id,
          orderId: email.view.orderId,
          kind: email.kind,
          audience: email.audience,
          recipient: email.recipient,
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          origin: email.origin ?? null,
        };
      }),
    );
    return planned.length;
  }

  async forOrder(orderId: string): Promise<EmailList> {
    return { data: await emailsOfOrder(this.dataSource, orderId) };
  }

  async undelivered(): Promise<EmailList> {
    return { data: await undeliveredEmails(this.dataSource, UNDELIVERED_EMAILS_LIMIT) };
  }

  /** A copy of the email, queued now; the first stays as it was, for the record. */
  resend(id: string, requestedBy: string): Promise<EmailRecord> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw rpcFailure('not_found', MESSAGES.notFound);
    return this.dataSource.transaction(async (manager) => {
      const email = await lockEmail(manager, id);
      if (!email) throw rpcFailure('not_found', MESSAGES.notFound);
      if (email.status === 'queued')
        throw rpcFailure(
          'conflict',
          'Email ini masih dalam antrean pengiriman. Tunggu hingga selesai dicoba.',
        );
      if (email.forgotten)
        throw rpcFailure(
          'conflict',
          'Isi email ini sudah dihapus karena melewati masa simpan, sehingga tidak dapat dikirim ulang.',
        );
      const [newId] = await insertEmails(manager, [{ ...email, resendOf: id, requestedBy }]);
      return (await emailRecord(manager, newId))!;
    });
  }
}
