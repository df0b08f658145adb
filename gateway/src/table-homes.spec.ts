import { tableHomeViolations, type TableHome } from '@undangan/platform/testing';

/** Where each of the gateway's tables has its SQL (docs/ARCHITECTURE.md, "One home per table"). */
const GATEWAY_TABLE_HOMES: Record<string, TableHome> = {
  // A session is checked against its admin in one statement.
  admin_users: { home: ['auth/admin-user.entity.ts'], readBy: ['auth/admin-sessions.ts'] },
  admin_sessions: { home: ['auth/admin-sessions.ts'] },
  admin_audit_log: { home: ['audit/admin-audit-log.entity.ts', 'audit/audit-trail.ts'] },
  rate_limit_events: { home: ['limits/postgres-window-counts.ts'] },
};

it("keeps every table's SQL in its one home", () => {
  expect(tableHomeViolations(__dirname, GATEWAY_TABLE_HOMES)).toEqual([]);
});
