import { RPC_QUEUES } from '@undangan/contracts';
import type { ServiceProgram } from '@undangan/platform';
import type { InvitationsConfig } from './invitations.config';
import { InvitationsModule } from './invitations.module';
import { CreateInvitations1763800000070 } from './migrations/1763800000070-create-invitations';
import { CreateCustomDomains1763800000076 } from './migrations/1763800000076-create-custom-domains';
import { CustomDomains } from './domains/custom-domains.service';
import { PagesService } from './pages.service';
import { publishSampleIfMissing } from './sample/sample-page';

export const invitationsMigrations = [CreateInvitations1763800000070, CreateCustomDomains1763800000076];

/**
 * The invitations program: what guests touch. It answers the gateway's guest routes and the
 * admin's publishing; nothing a guest does reaches ordering, catalogue or the payment path.
 */
export const createInvitationsProgram = (config: InvitationsConfig): ServiceProgram<PagesService> => ({
  name: 'invitations',
  queue: RPC_QUEUES.invitations,
  defaultDatabase: 'invitations',
  entities: [],
  migrations: invitationsMigrations,
  prepare: async ({ dataSource, logger }) => {
    const pages = new PagesService(dataSource, {
      onlineDays: config.INVITATION_ONLINE_DAYS,
      repliesPerSource: config.GUEST_REPLIES_PER_SOURCE,
      repliesPerInvitation: config.GUEST_REPLIES_PER_INVITATION,
      publicBaseUrl: config.PUBLIC_BASE_URL,
    });
    if (config.SEED_ON_EMPTY && (await publishSampleIfMissing(pages, dataSource)))
      logger.info('the sample invitation is published at /contoh');
    return pages;
  },
  module: ({ dataSource }, pages) =>
    InvitationsModule.register(pages, new CustomDomains(dataSource, config.PUBLIC_BASE_URL)),
});
