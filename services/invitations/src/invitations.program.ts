import { ORDER_HOLD_EVENT_TYPES, RPC_QUEUES } from '@undangan/contracts';
import { InboxConsumer, type ServiceProgram } from '@undangan/platform';
import type { InvitationsConfig } from './invitations.config';
import { InvitationsModule } from './invitations.module';
import { CreateInvitations1763800000070 } from './migrations/1763800000070-create-invitations';
import { CustomDomains } from './domains/custom-domains.service';
import { MusicTracks1763800000074 } from './migrations/1763800000074-music-tracks';
import { OrderHoldsAndSplitLink1763800000075 } from './migrations/1763800000075-order-holds-and-split-link';
import { CreateCustomDomains1763800000076 } from './migrations/1763800000076-create-custom-domains';
import { CreateGuests1763800000078 } from './migrations/1763800000078-create-guests';
import { forgetClosedGuestLists } from './guests/guest-retention';
import { GuestSheets } from './guests/guest-sheets.service';
import { GuestsService } from './guests/guests.service';
import { CoupleAccess1763800000079 } from './migrations/1763800000079-couple-access';
import { GuestPassKeys1763800000080 } from './migrations/1763800000080-guest-pass-keys';
import { DesksAndCheckIns1763800000081 } from './migrations/1763800000081-desks-and-check-ins';
import { CoupleAccessService } from './couple-access/couple-access.service';
import { MusicCatalogue } from './music/music-catalogue';
import { applyOrderHold, ORDER_HOLDS_QUEUE } from './order-holds';
import { PagesService } from './pages.service';
import { Desks } from './check-in/desks.service';
import { seedSampleGuestsIfEmpty } from './sample/sample-guests';
import { publishSampleIfMissing } from './sample/sample-page';

export const invitationsMigrations = [
  CreateInvitations1763800000070,
  MusicTracks1763800000074,
  OrderHoldsAndSplitLink1763800000075,
  CreateCustomDomains1763800000076,
  CreateGuests1763800000078,
  CoupleAccess1763800000079,
  GuestPassKeys1763800000080,
  DesksAndCheckIns1763800000081,
];

/** What the program's handlers answer from. */
export interface InvitationsServices {
  pages: PagesService;
  music: MusicCatalogue;
  domains: CustomDomains;
  guests: GuestsService;
  guestSheets: GuestSheets;
  coupleAccess: CoupleAccessService;
  desks: Desks;
}

interface InvitationsState extends InvitationsServices {
  holds: InboxConsumer;
  retention: NodeJS.Timeout;
}

/** How often the guest lists of invitations long offline are looked for. */
const RETENTION_SWEEP_MS = 60 * 60 * 1000;

/**
 * The invitations program: what guests touch. It answers the gateway's guest routes and the
 * admin's publishing, and hears ordering's holds and releases (each once, through its inbox): a
 * held order's pages serve nothing. Nothing a guest does reaches ordering, catalogue or the
 * payment path.
 */
export const createInvitationsProgram = (config: InvitationsConfig): ServiceProgram<InvitationsState> => ({
  name: 'invitations',
  queue: RPC_QUEUES.invitations,
  defaultDatabase: 'invitations',
  entities: [],
  migrations: invitationsMigrations,
  prepare: async ({ dataSource, logger, amqpUrl, relay }) => {
    const pages = new PagesService(dataSource, {
      onlineDays: config.INVITATION_ONLINE_DAYS,
      repliesPerSource: config.GUEST_REPLIES_PER_SOURCE,
      repliesPerInvitation: config.GUEST_REPLIES_PER_INVITATION,
      publicBaseUrl: config.PUBLIC_BASE_URL,
    });
    const holds = new InboxConsumer({
      dataSource,
      url: amqpUrl,
      queue: ORDER_HOLDS_QUEUE,
      bindings: [...ORDER_HOLD_EVENT_TYPES],
      handler: async (event, manager) => {
        await applyOrderHold(event, manager);
      },
      logger,
    });
    await holds.start();
    const domains = new CustomDomains(dataSource, config.PUBLIC_BASE_URL);
    const guests = new GuestsService(dataSource, config.PUBLIC_BASE_URL, (clientId) =>
      pages.forgetRendered(clientId),
    );
    if (config.SEED_ON_EMPTY) {
      if (await publishSampleIfMissing(pages, dataSource))
        logger.info('the sample invitation is published at /contoh');
      if (await seedSampleGuestsIfEmpty(dataSource, guests, pages))
        logger.info('the sample invitation has its sample guest list');
    }
    const forget = () =>
      forgetClosedGuestLists(dataSource, config.GUEST_DATA_KEEP_DAYS).then(
        (n) => n > 0 && logger.info({ guests: n }, 'guest lists of closed invitations forgotten'),
        (err: unknown) => logger.warn({ err }, 'forgetting the guest lists of closed invitations failed'),
      );
    const retention = setInterval(forget, RETENTION_SWEEP_MS);
    retention.unref();
    void forget();
    const coupleAccess = new CoupleAccessService(
      dataSource,
      { linkSeconds: config.COUPLE_SIGN_IN_LINK_SECONDS, sessionDays: config.COUPLE_SESSION_DAYS },
      relay,
    );
    return {
      pages,
      music: new MusicCatalogue(dataSource),
      domains,
      guests,
      guestSheets: new GuestSheets(dataSource, guests),
      coupleAccess,
      desks: new Desks(dataSource),
      holds,
      retention,
    };
  },
  module: (_ctx, { pages, music, domains, guests, guestSheets, coupleAccess, desks }) =>
    InvitationsModule.register({ pages, music, domains, guests, guestSheets, coupleAccess, desks }),
  checks: (_ctx, { holds }) => ({ 'order-holds': () => holds.isConnected() }),
  onShutdown: async (_ctx, { holds, retention }) => {
    clearInterval(retention);
    await holds.stop();
  },
});
