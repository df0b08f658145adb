import {
  calendarDayText,
  formatRupiah,
  REVISION_KIND_NAMES,
  REVISION_STATUS_NAMES,
  type AuditEntry,
  type RevisionKind,
  type RevisionStatus,
} from '@undangan/contracts';
import { emailKindText } from './email-words';
import { proofStatusText, workStatusText } from './labels';

type State = Record<string, unknown>;

const asState = (value: unknown): State | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as State) : null;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that changed between two states, in the order given. */
const changed = (before: State | null, after: State | null, keys: string[]) =>
  before && after ? keys.filter((key) => !same(before[key], after[key])) : [];

const rupiah = (value: unknown) => (typeof value === 'number' ? formatRupiah(value) : text(value));

const day = (value: unknown) => {
  const at = typeof value === 'string' ? new Date(value) : null;
  return at && !Number.isNaN(at.getTime())
    ? at.toLocaleDateString('id-ID', { day: 'numeric', month: 'long', year: 'numeric' })
    : 'tanpa batas';
};

/** "A, B dan C". */
function joined(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} dan ${parts[parts.length - 1]}`;
}

/** "<who> <did> <what>[: <changes>]". */
function sentence(who: string, did: string, what: string, changes: string[] = []): string {
  return `${who} ${did} ${what}${changes.length ? `: ${joined(changes)}` : ''}`;
}

function proof(who: string, verb: string, before: State | null, after: State | null, target: string) {
  const order = text(after?.order_id) || text(before?.order_id) || target;
  if (verb === 'delete') return sentence(who, 'menghapus', `bukti pembayaran ${order}`);
  const status = text(after?.status);
  const statusName = proofStatusText(status)?.label ?? status;
  if (!before) return sentence(who, 'menyimpan', `bukti pembayaran ${order} dengan status ${statusName}`);
  const fields = changed(before, after, ['customer_name', 'customer_phone', 'customer_email']).map(
    (key) =>
      ({ customer_name: 'nama', customer_phone: 'nomor telepon', customer_email: 'email' })[key] ?? key,
  );
  const statusChanged = after && !same(before.status, after.status);
  if (statusChanged) {
    const also = fields.length ? ` serta mengubah ${joined(fields)}` : '';
    return `${sentence(who, 'mengubah', `status bukti ${order} menjadi ${statusName}`)}${also}`;
  }
  if (fields.length) return sentence(who, 'mengubah', `${joined(fields)} pada bukti ${order}`);
  return sentence(who, 'memperbarui', `bukti pembayaran ${order} (status tetap ${statusName})`);
}

function order(who: string, before: State | null, after: State | null, target: string) {
  const id = text(after?.order_id) || text(before?.order_id) || `nomor ${target}`;
  const changes = changed(before, after, ['status', 'client_id', 'client_url', 'admin_notes']).map((key) => {
    const value = text(after?.[key]);
    if (key === 'status') return `status pengerjaan menjadi ${workStatusText(value)?.label ?? value}`;
    if (key === 'client_id') return `Client ID menjadi ${value || '(kosong)'}`;
    if (key === 'client_url') return value ? `Client URL menjadi ${value}` : 'Client URL dihapus';
    return 'catatan admin diubah';
  });
  return changes.length
    ? sentence(who, 'mengubah', `pesanan ${id}`, changes)
    : sentence(who, 'menyimpan', `pesanan ${id} tanpa perubahan`);
}

/** Packages, add-ons and designs: what was added, changed (and how) or removed. */
function catalogue(
  who: string,
  noun: string,
  verb: string,
  before: State | null,
  after: State | null,
  target: string,
) {
  const state = after ?? before;
  const name = text(state?.name) || text(state?.title);
  const what = `${noun} ${name ? `${name} (ID ${target})` : target}`;
  if (verb === 'create')
    return `${sentence(who, 'menambah', what)}${typeof after?.price === 'number' ? ` seharga ${rupiah(after.price)}` : ''}`;
  if (verb === 'delete') return sentence(who, 'menghapus', what);
  const changes = changed(before, after, [
    'name',
    'title',
    'price',
    'description',
    'features',
    'package_id',
    'package_allowed',
    'category',
    'template_url',
    'image_url',
    'theme',
  ]).map((key) => {
    const value = after?.[key];
    switch (key) {
      case 'name':
      case 'title':
        return `nama menjadi ${text(value)}`;
      case 'price':
        return `harga menjadi ${rupiah(value)}`;
      case 'description':
        return 'deskripsi diubah';
      case 'features':
        return 'fitur diubah';
      case 'category':
        return `kategori menjadi ${text(value)}`;
      case 'template_url':
        return 'URL template diubah';
      case 'image_url':
        return 'gambar diganti';
      case 'theme':
        return 'tema undangan diubah';
      default:
        return 'paket yang boleh dipakai diubah';
    }
  });
  return sentence(who, 'mengubah', what, changes);
}

function referral(who: string, verb: string, before: State | null, after: State | null, code: string) {
  if (verb === 'create')
    return sentence(who, 'membuat', `kode referal ${code} (diskon ${text(after?.percentage) || '?'}%)`);
  if (verb === 'deactivate') return sentence(who, 'menonaktifkan', `kode referal ${code}`);
  const changes = changed(before, after, [
    'percentage',
    'active',
    'usage_limit',
    'expires_at',
    'description',
  ]).map((key) => {
    const value = after?.[key];
    if (key === 'percentage') return `diskon menjadi ${text(value)}%`;
    if (key === 'active') return value ? 'diaktifkan' : 'dinonaktifkan';
    if (key === 'usage_limit')
      return value == null ? 'batas pemakaian dihapus' : `batas pemakaian menjadi ${text(value)}`;
    if (key === 'expires_at') return `berlaku sampai ${day(value)}`;
    return 'keterangan diubah';
  });
  return sentence(who, 'mengubah', `kode referal ${code}`, changes);
}

function account(who: string, verb: string, target: string) {
  const whose = target === who ? 'dirinya sendiri' : `admin ${target}`;
  if (verb === 'create') return sentence(who, 'menambah', `admin baru ${target}`);
  if (verb === 'password-change') return sentence(who, 'mengganti', `password ${whose}`);
  if (verb === 'sessions-revoke')
    return target === who
      ? sentence(who, 'mengakhiri', `sesi login lain milik ${whose}`)
      : sentence(who, 'mengakhiri', `semua sesi login ${whose}`);
  if (verb === 'disable') return sentence(who, 'menonaktifkan', `akun ${whose}`);
  if (verb === 'enable') return sentence(who, 'mengaktifkan kembali', `akun ${whose}`);
  return sentence(who, 'mengubah', `akun ${target}`);
}

const GENERIC_VERBS: Record<string, string> = { create: 'menambah', update: 'mengubah', delete: 'menghapus' };

/** A resend's entry holds the copy it made (nothing before): what it is, of which order, to whom. */
function email(who: string, verb: string, after: State | null, target: string) {
  if (verb !== 'resend') return sentence(who, GENERIC_VERBS[verb] ?? 'mengubah', `email ${target}`);
  const kind = text(after?.kind);
  const order = text(after?.order_id);
  const to = text(after?.recipient);
  const what = `email ${kind ? `“${emailKindText(kind)}”` : target}${order ? ` pesanan ${order}` : ''}`;
  return sentence(who, 'mengirim ulang', `${what}${to ? ` ke ${to}` : ''}`);
}

/** A holiday added or removed: its day the Indonesian way, and its name. */
function holiday(who: string, verb: string, before: State | null, after: State | null, day: string) {
  const name = text((after ?? before)?.name);
  const what = `hari libur ${calendarDayText(day)}${name ? ` (${name})` : ''}`;
  if (verb === 'add') return sentence(who, 'menambah', what);
  if (verb === 'remove') return sentence(who, 'menghapus', what);
  return sentence(who, GENERIC_VERBS[verb] ?? 'mengubah', what);
}

/** A revision moved on: its kind, its order, and where it went. */
function revision(who: string, before: State | null, after: State | null, id: string) {
  const state = after ?? before;
  const kind = REVISION_KIND_NAMES[text(state?.kind) as RevisionKind];
  const order = text(state?.order_id);
  const status = REVISION_STATUS_NAMES[text(after?.status) as RevisionStatus];
  const what = `revisi ${kind ?? ''}${order ? ` pesanan ${order}` : ` ${id}`}`.replace(/\s+/g, ' ');
  return sentence(who, 'mengubah', status ? `${what} menjadi ${status}` : what);
}

/** An order's own domain recorded, changed or removed. */
function customDomain(who: string, before: State | null, after: State | null, target: string) {
  const order = `pesanan ${text(after?.order_id) || text(before?.order_id) || `nomor ${target}`}`;
  const was = text(before?.domain);
  const now = text(after?.domain);
  if (!now) return sentence(who, 'menghapus', `domain ${was ? `${was} ` : ''}dari ${order}`);
  if (was && was !== now) return sentence(who, 'mengganti', `domain ${order} dari ${was} menjadi ${now}`);
  return sentence(who, 'mencatat', `domain ${now} untuk ${order}`);
}

/**
 * An audit entry as a sentence a shop owner reads, e.g. "admin mengubah status bukti INV-... menjadi
 * Disetujui" or "admin mengubah pesanan INV-...: status pengerjaan menjadi Sedang dikerjakan".
 */
export function describeAudit(
  entry: Pick<AuditEntry, 'admin_username' | 'action' | 'target' | 'before' | 'after'>,
): string {
  const who = entry.admin_username || 'admin';
  const before = asState(entry.before);
  const after = asState(entry.after);
  const dot = entry.action.indexOf('.');
  const resource = entry.action.slice(0, dot);
  const verb = entry.action.slice(dot + 1);
  switch (resource) {
    case 'proof':
      return proof(who, verb, before, after, entry.target);
    case 'order':
      return order(who, before, after, entry.target);
    case 'package':
      return catalogue(who, 'paket', verb, before, after, entry.target);
    case 'addon':
      return catalogue(who, 'add-on', verb, before, after, entry.target);
    case 'design':
      return catalogue(who, 'desain', verb, before, after, entry.target);
    case 'referral-code':
      return referral(who, verb, before, after, entry.target);
    case 'admin':
      return account(who, verb, entry.target);
    case 'email':
      return email(who, verb, after, entry.target);
    case 'holiday':
      return holiday(who, verb, before, after, entry.target);
    case 'revision':
      return revision(who, before, after, entry.target);
    case 'custom-domain':
      return customDomain(who, before, after, entry.target);
    default:
      return `${who} ${GENERIC_VERBS[verb] ?? 'mengubah'} ${resource || entry.action} ${entry.target}`;
  }
}

/** A change's raw state before or after, for the admin who wants the detail behind the sentence. */
export const auditStateText = (state: unknown) =>
  state === null || state === undefined ? '-' : JSON.stringify(state, null, 1);
