import { useState, type ChangeEvent } from 'react';
import { GUEST_SHEET_LIMITS, GUEST_SHEET_MESSAGES, type GuestImportPreview } from '@undangan/contracts';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import {
  previewImport,
  saveImport,
  sheetDownloadUrl,
  sheetFileOf,
  type SheetFile,
} from '@/storefront/features/couple-dashboard/api/guest-sheets';
import { CoupleCard } from '@/storefront/features/couple-dashboard/components/CoupleCard';
import { COUPLE_WORDS } from '@/storefront/features/couple-dashboard/couple-words';

const count = (n: number) => n.toLocaleString('id-ID');

/** A row left out because it is a guest already listed, or one of an earlier row. */
const isDuplicate = (problems: string[]) =>
  problems.some(
    (p) =>
      p === GUEST_SHEET_MESSAGES.alreadyListed('phone') ||
      p === GUEST_SHEET_MESSAGES.alreadyListed('name') ||
      /^Sama dengan baris \d+/.test(p),
  );

/**
 * The import: the template to download, a file chosen, every row's problem shown before anything is
 * saved, and "Simpan N tamu" to add the good rows at once (the server reads the same file again).
 */
export function ImportPanel({ onSaved, onClose }: { onSaved: () => void; onClose: () => void }) {
  const [file, setFile] = useState<SheetFile | null>(null);
  const [preview, setPreview] = useState<GuestImportPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [chosenName, setChosenName] = useState<string | null>(null);
  const message = useMessage();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setPreview(null);
    setFile(null);
    message.clear();
    setChosenName(chosen?.name ?? null);
    // The same file may be chosen again after it is changed.
    event.target.value = '';
    if (!chosen) return;
    if (chosen.size > GUEST_SHEET_LIMITS.fileBytes)
      return message.show('error', GUEST_SHEET_MESSAGES.fileTooLarge);
    setBusy(true);
    const sheet = await sheetFileOf(chosen);
    const answer = await previewImport(sheet);
    setBusy(false);
    if (!answer.ok) return message.show('error', answer.message ?? COUPLE_WORDS.failed);
    setFile(sheet);
    setPreview(answer.value);
  };

  const save = async () => {
    if (!file) return;
    setBusy(true);
    const answer = await saveImport(file);
    setBusy(false);
    if (!answer.ok) return message.show('error', answer.message ?? COUPLE_WORDS.failed);
    setPreview(null);
    setFile(null);
    const { added, skipped } = answer.value;
    message.show(
      'success',
      `${count(added)} tamu ditambahkan${skipped > 0 ? `, ${count(skipped)} baris dilewati` : ''}.`,
    );
    onSaved();
  };

  return (
    <CoupleCard
      id="guest-import"
      title="Impor Daftar Tamu"
      heading="h3"
      testId="guest-import"
      className="guest-import"
    >
      <ol className="guest-import__steps">
        <li>
          Unduh templat, lalu isi satu tamu per baris (nama wajib; nomor WhatsApp, kelompok, sesi, dan jumlah
          orang boleh dikosongkan).
          <span className="couple-actions">
            <a
              className="button button--small button--outline"
              href={sheetDownloadUrl('templat', 'xlsx')}
              download
            >
              Unduh templat (Excel)
            </a>
            <a
              className="button button--small button--outline"
              href={sheetDownloadUrl('templat', 'csv')}
              download
            >
              Unduh templat (CSV)
            </a>
          </span>
        </li>
        <li>
          Pilih berkas daftar tamu (Excel atau CSV, maksimal 700 KB).
          <br />
          <input
            id="guest-import-file"
            className="guest-import__file"
            type="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={busy}
            onChange={(event) => void choose(event)}
          />
          <label htmlFor="guest-import-file" className="button button--small guest-import__choose">
            Pilih Berkas
          </label>
          <span className="muted guest-import__chosen">{chosenName ?? 'Belum ada berkas dipilih.'}</span>
        </li>
      </ol>
      {busy && <p className="muted">Memeriksa berkas...</p>}
      {preview && <ImportPreview preview={preview} />}
      <div className="couple-actions">
        {preview && (
          <button
            type="button"
            className="button"
            disabled={busy || preview.blocked !== null}
            onClick={() => void save()}
          >
            Simpan {count(preview.to_add)} tamu
          </button>
        )}
        <button type="button" className="button button--outline" onClick={onClose}>
          Tutup
        </button>
      </div>
      <InlineMessage message={message.message} testId="guest-import-message" />
    </CoupleCard>
  );
}

/** What saving would do: how many are added and skipped, every problem row, the new groups, a sample. */
function ImportPreview({ preview }: { preview: GuestImportPreview }) {
  const duplicates = preview.problems.filter((row) => isDuplicate(row.problems)).length;
  return (
    <div className="guest-import__preview" data-testid="guest-import-preview">
      <p className="guest-import__counts">
        <strong>{count(preview.to_add)} tamu</strong> akan ditambahkan
        {preview.skipped > 0 && (
          <>
            , <strong>{count(preview.skipped)} baris</strong> dilewati
            {duplicates > 0 && ` (${count(duplicates)} di antaranya ganda)`}
          </>
        )}
        . Belum ada yang disimpan.
      </p>
      {preview.blocked && <p className="couple-notice">{preview.blocked}</p>}
      {preview.new_groups.length > 0 && (
        <p>Kelompok baru yang akan dibuat: {preview.new_groups.join(', ')}.</p>
      )}
      {preview.problems.length > 0 && (
        <>
          <h4 className="guest-import__subtitle">Baris yang dilewati</h4>
          <ul className="guest-import__problems" data-testid="guest-import-problems">
            {preview.problems.map((row) => (
              <li key={row.line}>
                <strong>Baris {row.line}</strong>
                {row.name && ` — ${row.name}`}
                {isDuplicate(row.problems) && <span className="guest-badge guest-badge--ganda">Ganda</span>}
                <br />
                <span className="guest-import__reason">{row.problems.join(' ')}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {preview.sample.length > 0 && (
        <>
          <h4 className="guest-import__subtitle">
            Contoh tamu yang akan ditambahkan
            {preview.to_add > preview.sample.length ? ` (${preview.sample.length} pertama)` : ''}
          </h4>
          <ul className="guest-import__sample">
            {preview.sample.map((row) => (
              <li key={row.line}>
                {row.name}
                <span className="muted">
                  {' '}
                  · {[row.group, row.session].filter(Boolean).join(' · ')}
                  {row.group || row.session ? ' · ' : ''}
                  {row.people} orang
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
