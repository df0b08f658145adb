import { tableHomeViolations, type TableHome } from '@undangan/platform/testing';

/** Where each of ordering's tables has its SQL (docs/ARCHITECTURE.md, "One home per table"). */
const ORDERING_TABLE_HOMES: Record<string, TableHome> = {
  payments: {
    home: ['payments/payment.entity.ts', 'payments/payment.queries.ts'],
    readBy: ['fulfilment/fulfilment-order.queries.ts', 'revisions/revisions.table.ts'],
  },
  payment_items: {
    home: ['payments/payment-item.entity.ts', 'payments/payment-item.queries.ts'],
    readBy: ['payments/payment.queries.ts'],
  },
  fulfilment_orders: {
    home: ['fulfilment/fulfilment-order.entity.ts', 'fulfilment/fulfilment-order.queries.ts'],
    readBy: [
      'payments/payment.queries.ts',
      'revisions/revisions.table.ts',
      'invitations/invitation-data.table.ts',
    ],
  },
  referral_codes: { home: ['referrals/referral-code.entity.ts', 'referrals/referral-code.queries.ts'] },
  referral_usages: {
    home: ['referrals/referral-usages.table.ts'],
    readBy: ['order-ids/issued-order-ids.table.ts'],
  },
  issued_order_ids: { home: ['order-ids/issued-order-ids.table.ts'] },
  payment_status_changes: { home: ['payments/payment-status-changes.table.ts'] },
  payment_notifications: { home: ['payments/payment-notifications.table.ts'] },
  scheduled_leases: { home: ['scheduling/scheduled-leases.table.ts'] },
  holidays: { home: ['holidays/holidays.table.ts'] },
  invitation_data: { home: ['invitations/invitation-data.table.ts'] },
  revisions: { home: ['revisions/revisions.table.ts'] },
  outbox: { home: ['@undangan/platform events/outbox.table.ts'] },
  inbox: { home: ['@undangan/platform events/inbox.table.ts'] },
};

it("keeps every table's SQL in its one home", () => {
  expect(tableHomeViolations(__dirname, ORDERING_TABLE_HOMES)).toEqual([]);
});
