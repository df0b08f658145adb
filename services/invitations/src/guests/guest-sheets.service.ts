import {
  GUEST_SHEET_LIMITS,
  GUEST_SHEETS,
  GUEST_STATUS_LABELS,
  type GuestImportPreview,
  type GuestImportResult,
  type GuestInput,
  type GuestSheetDownload,
  type GuestSheetKind,
  type ParsedRequestOf,
} from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { groupsOf, insertGroup } from './guest-groups.table';
import { planImport, type ImportPlan, type ListAsItStands } from './guest-import-plan';
import { sessionsOf } from './guest-sessions.table';
import { guestCount, guestKeysOf, guestsForExport } from './guests.table';
import type { GuestsService } from './guests.service';
import { guestSheetTemplate, parseGuestSheet, writeGuestExport, type GuestSheetRow } from './spreadsheet';

type Request<K extends keyof typeof GUEST_SHEETS> = ParsedRequestOf<(typeof GUEST_SHEETS)[K]>;

const CONTENT_TYPES: Record<GuestSheetKind, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A couple's guest list as spreadsheets: an import read and checked against the list as it stands
 * (a preview saves nothing; saving reads the same file again, under the list's lock), the export
 * with where each guest stands, and the template. Every sheet is read and written by the
 * spreadsheet module; this class only brings the list to it.
 */
export class GuestSheets {
  constructor(
    private readonly dataSource: DataSource,
    private readonly guests: GuestsService,
  ) {}

  async previewImport({
    order_id,
    file_name,
    content,
  }: Request<'previewImport'>): Promise<GuestImportPreview> {
    const read = await readSheet(content, file_name);
    const plan = planImport(read.rows, await listAsItStands(this.dataSource, order_id));
    return {
      format: read.format,
      to_add: plan.add.length,
      skipped: plan.problems.length,
      problems: plan.problems,
      new_groups: plan.newGroups,
      sample: plan.add.slice(0, GUEST_SHEET_LIMITS.sampleRows).map(({ line, guest }) => ({ line, ...guest })),
      blocked: plan.blocked,
    };
  }

  async saveImport({ order_id, file_name, content }: Request<'saveImport'>): Promise<GuestImportResult> {
    const read = await readSheet(content, file_name);
    const { added, plan } = await this.guests.addPrepared(order_id, async (manager) => {
      const list = await listAsItStands(manager, order_id);
      const plan = planImport(read.rows, list);
      if (plan.blocked) throw rpcFailure('conflict', plan.blocked);
      return { plan, guests: await guestInputs(manager, order_id, plan, list) };
    });
    return { added, skipped: plan.problems.length };
  }

  async export({ order_id, format }: Request<'export'>): Promise<GuestSheetDownload> {
    const rows = await guestsForExport(this.dataSource, order_id);
    const bytes = await writeGuestExport(
      format,
      rows.map((row) => ({ ...row, statusLabel: GUEST_STATUS_LABELS[row.status] })),
    );
    return download(`daftar-tamu-${order_id}`, format, bytes);
  }

  async template({ format }: Request<'template'>): Promise<GuestSheetDownload> {
    return download('templat-daftar-tamu', format, await guestSheetTemplate(format));
  }
}

/** The file's rows, or the reason it cannot be read at all (a 400 in the couple's words). */
async function readSheet(
  content: string,
  fileName: string,
): Promise<{ format: GuestSheetKind; rows: GuestSheetRow[] }> {
  const parsed = await parseGuestSheet(Buffer.from(content, 'base64'), fileName);
  if (!parsed.ok) throw rpcFailure('bad_request', parsed.problem);
  return parsed;
}

async function listAsItStands(db: DataSource | EntityManager, orderId: string): Promise<ListAsItStands> {
  const [guests, keys, groups, sessions] = await Promise.all([
    guestCount(db, orderId),
    guestKeysOf(db, orderId),
    groupsOf(db, orderId),
    sessionsOf(db, orderId),
  ]);
  const byName = (parts: { id: string; name: string }[]) =>
    new Map(parts.map((part) => [part.name.toLowerCase(), part.id]));
  return { guests, keys, groups: byName(groups), sessions: byName(sessions) };
}

/** The planned rows as the list takes them, their new groups made first. */
async function guestInputs(
  manager: EntityManager,
  orderId: string,
  plan: ImportPlan,
  list: ListAsItStands,
): Promise<GuestInput[]> {
  const groups = new Map(list.groups);
  for (const name of plan.newGroups)
    groups.set(name.toLowerCase(), (await insertGroup(manager, orderId, name)).id);
  return plan.add.map(({ guest }) => ({
    name: guest.name,
    phone: guest.phone,
    group_id: guest.group ? groups.get(guest.group.toLowerCase())! : null,
    session_id: guest.session ? list.sessions.get(guest.session.toLowerCase())! : null,
    people: guest.people,
  }));
}

function download(name: string, format: GuestSheetKind, bytes: Buffer): GuestSheetDownload {
  return {
    file_name: `${name}.${format}`,
    content_type: CONTENT_TYPES[format],
    content: bytes.toString('base64'),
  };
}
