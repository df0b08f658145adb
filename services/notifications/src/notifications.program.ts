import { RPC_QUEUES } from '@undangan/contracts';
import { InboxConsumer, type ServiceContext, type ServiceProgram } from '@undangan/platform';
import { NOTIFIED_EVENTS } from './email-plan';
import { watchEmailStatuses } from './email-metrics';
import { forgetOldContent } from './emails.table';
import { MailDispatcher } from './mail-dispatcher';
import { CreateNotifications1763800000050 } from './migrations/1763800000050-create-notifications';
import { EmailOrigin1763800000062 } from './migrations/1763800000062-email-origin';
import type { NotificationsConfig } from './notifications.config';
import { NotificationsModule } from './notifications.module';
import { NotificationsService } from './notifications.service';
import { smtpMailer, type Mailer } from './smtp-mailer';

export const NOTIFIED_EVENTS_QUEUE = 'notifications.events';
export const notificationsMigrations = [CreateNotifications1763800000050, EmailOrigin1763800000062];

/** How often each replica empties the content of old emails (each row is emptied once). */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

interface NotificationsState {
  sweeper: NodeJS.Timeout;
  consumer: InboxConsumer;
  dispatcher: MailDispatcher | undefined;
  notifications: NotificationsService;
}

/**
 * The notifications program: events become emails in its database (once each, however often they
 * arrive), and every replica sends what is due. `mailer` replaces SMTP in tests that need a
 * failing one; with EMAIL_DISABLED nothing is sent and the emails stay queued.
 */
export const createNotificationsProgram = (
  config: NotificationsConfig,
  mailer: Mailer = smtpMailer(config.SMTP_URL),
): ServiceProgram<NotificationsState> => ({
  name: 'notifications',
  queue: RPC_QUEUES.notifications,
  defaultDatabase: 'notifications',
  entities: [],
  migrations: notificationsMigrations,
  prepare: async (ctx: ServiceContext) => {
    const notifications = new NotificationsService(ctx.dataSource, {
      publicBaseUrl: config.PUBLIC_BASE_URL,
      shopEmail: config.SHOP_NOTIFY_EMAIL,
    });
    watchEmailStatuses(ctx.dataSource, ctx.logger);
    let dispatcher: MailDispatcher | undefined;
    if (config.EMAIL_DISABLED) {
      mailer.close();
      ctx.logger.warn('EMAIL_DISABLED=true: emails are recorded but none is sent');
    } else {
      dispatcher = new MailDispatcher({
        dataSource: ctx.dataSource,
        mailer,
        from: config.EMAIL_FROM,
        logger: ctx.logger,
        perMinute: config.EMAIL_RATE_PER_MINUTE,
        maxAttempts: config.EMAIL_MAX_ATTEMPTS,
        retryBaseMs: config.EMAIL_RETRY_BASE_MS,
        pollMs: config.EMAIL_POLL_MS,
      });
    }
    const consumer = new InboxConsumer({
      dataSource: ctx.dataSource,
      url: ctx.amqpUrl,
      queue: NOTIFIED_EVENTS_QUEUE,
      bindings: [...NOTIFIED_EVENTS],
      handler: async (event, manager) => {
        await notifications.record(event, manager);
      },
      // Its emails are in the table once the event's transaction has committed: send them now.
      afterCommit: () => dispatcher?.wake(),
      logger: ctx.logger,
    });
    await consumer.start();
    dispatcher?.start();
    const forget = () =>
      forgetOldContent(ctx.dataSource, config.EMAIL_CONTENT_RETENTION_DAYS).then(
        (n) => n > 0 && ctx.logger.info({ emails: n }, 'old email content forgotten'),
        (err: unknown) => ctx.logger.warn({ err }, 'forgetting old email content failed'),
      );
    const sweeper = setInterval(forget, SWEEP_INTERVAL_MS);
    sweeper.unref();
    void forget();
    return { consumer, dispatcher, notifications, sweeper };
  },
  module: (_ctx, { notifications }) => NotificationsModule.register(notifications),
  checks: (_ctx, { consumer }) => ({ events: () => consumer.isConnected() }),
  onShutdown: async (_ctx, { consumer, dispatcher, sweeper }) => {
    clearInterval(sweeper);
    await consumer.stop();
    await dispatcher?.stop();
  },
});
