import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PREPARE_IMAGE_TIMEOUT_MS, PROOF_STORAGE } from './proof-storage.rpc';
import { RPC_CONTRACTS } from './rpc-contracts';

const contracts = Object.entries(RPC_CONTRACTS).flatMap(([service, map]) =>
  Object.entries(map).map(([name, contract]) => ({ service, name, contract })),
);

/**
 * The patterns on the wire, by the service that answers them. A renamed pattern is not understood
 * by a program of the previous version during a rolling update, so a change here is deliberate:
 * the services answering it are deployed before the programs that send it.
 */
const WIRE_PATTERNS: Record<string, string[]> = {
  catalogue: [
    'catalogue.addons.create',
    'catalogue.addons.delete',
    'catalogue.addons.list',
    'catalogue.addons.update',
    'catalogue.designs.create',
    'catalogue.designs.create-uploaded',
    'catalogue.designs.delete',
    'catalogue.designs.for-package',
    'catalogue.designs.list',
    'catalogue.designs.update',
    'catalogue.packages.create',
    'catalogue.packages.delete',
    'catalogue.packages.list',
    'catalogue.packages.update',
    'catalogue.quote',
  ],
  ordering: [
    'admin.invitations.get',
    'admin.orders.get',
    'admin.orders.list',
    'admin.orders.update',
    'admin.payments.detail',
    'admin.payments.export',
    'admin.payments.list',
    'admin.payments.overview',
    'admin.proofs.queue',
    'admin.revisions.get',
    'admin.revisions.list',
    'admin.revisions.update',
    'holidays.add',
    'holidays.list',
    'holidays.remove',
    'invitations.access',
    'invitations.get',
    'invitations.save',
    'invitations.submit',
    'orders.client-page',
    'orders.couple',
    'orders.create-order-id',
    'orders.manual-order',
    'orders.place-manual',
    'orders.receipt',
    'orders.track',
    'payments.check-manual',
    'payments.confirm-manual',
    'payments.create',
    'payments.history',
    'payments.look-up',
    'payments.new-proof-access',
    'payments.notification',
    'payments.popup-closed',
    'payments.reconcile-pending',
    'payments.take-new-proof',
    'payments.withdraw-manual',
    'referrals.admin.create',
    'referrals.admin.deactivate',
    'referrals.admin.list',
    'referrals.admin.update',
    'referrals.check',
    'referrals.use',
    'referrals.validate',
    'revisions.list',
    'revisions.request',
  ],
  notifications: ['notifications.for-order', 'notifications.resend', 'notifications.undelivered'],
  invitations: [
    'couple.invite-partner',
    'couple.issue-sign-in-link',
    'couple.partner',
    'couple.remove-partner',
    'couple.session',
    'couple.sign-in',
    'couple.sign-out',
    'couple.sign-out-everywhere',
    'desks.create',
    'desks.list',
    'desks.open',
    'desks.revoke',
    'desks.snapshot',
    'desks.sync',
    'domains.lookup',
    'domains.of-order',
    'domains.set',
    'guests.add',
    'guests.bulk-add',
    'guests.edit',
    'guests.export',
    'guests.get',
    'guests.groups.add',
    'guests.groups.edit',
    'guests.groups.list',
    'guests.groups.remove',
    'guests.import.preview',
    'guests.import.save',
    'guests.list',
    'guests.mark-sent',
    'guests.reissue-link',
    'guests.remove',
    'guests.sessions.add',
    'guests.sessions.edit',
    'guests.sessions.list',
    'guests.sessions.remove',
    'guests.settings.get',
    'guests.settings.set',
    'guests.summary',
    'guests.template',
    'guests.wishes.list',
    'guests.wishes.set-hidden',
    'music.tracks',
    'pages.calendar',
    'pages.of-order',
    'pages.preview',
    'pages.publish',
    'pages.render',
    'pages.responses',
    'pages.rsvp',
    'pages.wish',
  ],
  proofStorage: [
    'design-images.delete',
    'design-images.get',
    'design-images.store',
    'invitation-photos.delete',
    'invitation-photos.for-page',
    'invitation-photos.image',
    'invitation-photos.keep-for-page',
    'invitation-photos.list',
    'invitation-photos.page-file',
    'invitation-photos.store',
    'proofs.delete',
    'proofs.get',
    'proofs.image',
    'proofs.replace',
    'proofs.store',
    'proofs.update',
    'uploads.prepare-image',
    'uploads.start',
  ],
  reporting: ['reporting.balance'],
};

test('every contract is answered by the service whose map holds it', () => {
  for (const { service, name, contract } of contracts) {
    expect({ name, service: contract.service }).toEqual({ name, service });
  }
});

test('every wire pattern has exactly one contract, and the patterns are the ones deployed', () => {
  const byService = (service: string) =>
    contracts
      .filter((entry) => entry.service === service)
      .map(({ contract }) => contract.pattern)
      .sort();
  for (const service of Object.keys(WIRE_PATTERNS))
    expect(byService(service)).toEqual(WIRE_PATTERNS[service]);
  const all = contracts.map(({ contract }) => contract.pattern);
  expect(new Set(all).size).toBe(all.length);
});

it('waits longer for an image than for a question, and less than the front waits for an answer', () => {
  const front = readFileSync(join(__dirname, '../../../infra/nginx/default.conf.template'), 'utf8');
  const frontWaitsMs = Number(/proxy_read_timeout (\d+)s;/.exec(front)?.[1]) * 1000;
  expect(PROOF_STORAGE.prepareImage.timeoutMs).toBe(PREPARE_IMAGE_TIMEOUT_MS);
  expect(PREPARE_IMAGE_TIMEOUT_MS).toBeGreaterThan(5_000);
  expect(PREPARE_IMAGE_TIMEOUT_MS).toBeLessThan(frontWaitsMs - 5_000);
});
