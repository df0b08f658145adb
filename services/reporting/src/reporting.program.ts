import { RPC_QUEUES, REVENUE_EVENT_TYPES } from '@undangan/contracts';
import { InboxConsumer, ServiceProgram } from '@undangan/platform';
import { BalanceService } from './balance.service';
import { CreateReportingEventTables1763800000003 } from './migrations/1763800000003-create-event-tables';
import { CreateRevenue1763800000005 } from './migrations/1763800000005-create-revenue';
import { MoneyBack1763800000040 } from './migrations/1763800000040-money-back';
import { AddonsShare1763800000044 } from './migrations/1763800000044-addons-share';
import { MoneyBackBeyondAmount1763800000046 } from './migrations/1763800000046-money-back-beyond-amount';
import { ReportingModule } from './reporting.module';
import { projectPaymentEvent, projectPaymentEvents } from './revenue-projection';

export const PAYMENT_EVENTS_QUEUE = 'reporting.payments';
export const reportingMigrations = [
  CreateReportingEventTables1763800000003,
  CreateRevenue1763800000005,
  MoneyBack1763800000040,
  AddonsShare1763800000044,
  MoneyBackBeyondAmount1763800000046,
];

export const reportingProgram: ServiceProgram<{ consumer: InboxConsumer }> = {
  name: 'reporting',
  queue: RPC_QUEUES.reporting,
  defaultDatabase: 'reporting',
  entities: [],
  migrations: reportingMigrations,
  prepare: async (ctx) => {
    const consumer = new InboxConsumer({
      dataSource: ctx.dataSource,
      url: ctx.amqpUrl,
      queue: PAYMENT_EVENTS_QUEUE,
      bindings: [...REVENUE_EVENT_TYPES],
      handler: projectPaymentEvent,
      // A checkout's pending payment is one event each: under load they are projected together.
      batchHandler: projectPaymentEvents,
      logger: ctx.logger,
    });
    await consumer.start();
    return { consumer };
  },
  module: ({ dataSource }) => ReportingModule.register(new BalanceService(dataSource)),
  checks: (_ctx, { consumer }) => ({ 'payment-events': () => consumer.isConnected() }),
  onShutdown: async (_ctx, { consumer }) => {
    await consumer.stop();
  },
};
