import { INVITATIONS, type RequestOf, type RpcContract } from '@undangan/contracts';
import { openTestDataSource } from '@undangan/platform/testing';
import type { DataSource } from 'typeorm';
import { GuestsService } from '../src/guests/guests.service';
import { invitationsMigrations } from '../src/invitations.program';
import { PagesService } from '../src/pages.service';
import { sampleInvitation } from '../src/sample/sample-invitation';

/** The shop's public address in these tests. */
export const SHOP_URL = 'https://toko.example';

/** The invitations service's pages and guest list over a throwaway database of its own. */
export async function openInvitationServices(database: string): Promise<{
  dataSource: DataSource;
  close: () => Promise<void>;
  pages: PagesService;
  guests: GuestsService;
}> {
  const { dataSource, close } = await openTestDataSource(database, {
    entities: [],
    migrations: invitationsMigrations,
  });
  const pages = new PagesService(dataSource, {
    onlineDays: 365,
    repliesPerSource: 4,
    repliesPerInvitation: 100,
    publicBaseUrl: SHOP_URL,
  });
  const guests = new GuestsService(dataSource, SHOP_URL, (clientId) => pages.forgetRendered(clientId));
  return { dataSource, close, pages, guests };
}

/** A request as the contract parses it (defaults filled in), as @Handles hands it to a handler. */
export const parsed = <C extends RpcContract>(contract: C, request: RequestOf<C>) =>
  contract.schema.parse(request) as never;

/** The failure a call ends in (its code and message), or null when it succeeded. */
export const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: { getError?: () => unknown }) =>
      (err.getError?.() ?? { code: 'unexpected', message: String(err) }) as { code: string; message: string },
  );

/** The sample invitation published for another order and address, Exclusive unless another package is named. */
export async function publishSample(
  pages: PagesService,
  clientId: string,
  orderId: string,
  packageName = 'Exclusive',
) {
  const request = sampleInvitation();
  request.client_id = clientId;
  request.order_id = orderId;
  if (packageName !== 'Exclusive') {
    request.package = packageName;
    request.sections = request.sections.filter((section) => section !== 'guest_qr');
  }
  await pages.publish(parsed(INVITATIONS.publish, request));
}
