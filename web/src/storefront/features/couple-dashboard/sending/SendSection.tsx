import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  fillTemplate,
  guestWhatsappLink,
  type Guest,
  type GuestSession,
  type GuestSettings,
} from '@undangan/contracts';
import { copyText, COPY_FAILED_MESSAGE } from '@/shared/ui/copy-text';
import { ErrorText } from '@/shared/ui/ErrorText';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import { LoadingText } from '@/shared/ui/LoadingText';
import {
  GUEST_KEYS,
  markSent,
  saveSettings,
  useGuestSettings,
  useSessions,
} from '@/storefront/features/couple-dashboard/api/guest-list';
import { CoupleCard } from '@/storefront/features/couple-dashboard/components/CoupleCard';
import { useChange } from '@/storefront/features/couple-dashboard/components/use-change';
import { COUPLE_WORDS } from '@/storefront/features/couple-dashboard/couple-words';
import { useNextGuest, type SendMode } from './next-guests';
import { TemplateEditor } from './TemplateEditor';

const MODES: { key: SendMode; label: string }[] = [
  { key: 'undangan', label: 'Undangan' },
  { key: 'pengingat', label: 'Pengingat' },
];

/**
 * "Kirim Undangan": one WhatsApp message per guest, as couples send them. The next guest not yet
 * sent is shown with their message filled in; "Kirim lewat WhatsApp" opens the chat (wa.me, nothing
 * sent by the shop) and marks them sent, then the next one is shown at once. A reminder round goes
 * to those who have not answered. The open link for guests not on the list is switched here too.
 */
export function SendSection() {
  const settings = useGuestSettings();
  const sessions = useSessions();
  const [mode, setMode] = useState<SendMode>('undangan');

  if (settings.isPending || sessions.isPending) return <LoadingText text="Memuat..." />;
  if (settings.isError || sessions.isError)
    return <ErrorText>Pengaturan pengiriman tidak dapat dimuat. Silakan muat ulang halaman ini.</ErrorText>;

  return (
    <>
      <nav className="send-modes" aria-label="Jenis pesan">
        {MODES.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            className={`button button--small ${key === mode ? '' : 'button--outline'}`.trim()}
            aria-pressed={key === mode}
            onClick={() => setMode(key)}
          >
            {label}
          </button>
        ))}
      </nav>
      <SendRound key={mode} mode={mode} settings={settings.data} sessions={sessions.data} />
      <OpenLinkSwitch settings={settings.data} />
    </>
  );
}

function SendRound({
  mode,
  settings,
  sessions,
}: {
  mode: SendMode;
  settings: GuestSettings;
  sessions: GuestSession[];
}) {
  const saved = mode === 'undangan' ? settings.message_template_used : settings.reminder_template_used;
  // What the couple typed; until then, the saved template.
  const [edited, setText] = useState<string | null>(null);
  const text = edited ?? saved;
  const template = text.includes('{tautan}') ? text : saved;
  const round = useNextGuest(mode);

  return (
    // On a laptop the next guest stands beside the template, so a change of it is read in the message.
    <div className="couple-columns">
      <CoupleCard
        id="send-next"
        title={mode === 'undangan' ? 'Kirim Undangan' : 'Kirim Pengingat'}
        testId="send-next"
      >
        <p className="muted">
          {mode === 'undangan'
            ? 'Tamu yang belum dikirimi undangan, satu per satu. Pesan terbuka di WhatsApp Anda; tekan kirim di sana, lalu kembali ke halaman ini untuk tamu berikutnya.'
            : 'Tamu yang sudah dikirimi undangan tetapi belum mengisi konfirmasi kehadiran.'}
        </p>
        {round.loading ? (
          <LoadingText text="Memuat tamu..." />
        ) : round.failed ? (
          <ErrorText>Daftar tamu tidak dapat dimuat. Silakan muat ulang halaman ini.</ErrorText>
        ) : round.next ? (
          <NextGuest
            key={round.next.id}
            guest={round.next}
            mode={mode}
            template={template}
            sessions={sessions}
            waiting={round.waiting}
            onSent={() => round.markDone(round.next!.id)}
            onSkip={() => round.skip(round.next!.id)}
          />
        ) : (
          <div data-testid="send-done">
            <p className="success-text">
              {round.waiting > 0
                ? 'Tamu yang tersisa telah Anda lewati.'
                : mode === 'undangan'
                  ? 'Semua tamu sudah dikirimi undangan.'
                  : 'Tidak ada tamu yang perlu diingatkan.'}
            </p>
            {round.waiting > 0 && (
              <button type="button" className="button button--small button--outline" onClick={round.restart}>
                Tampilkan lagi tamu yang dilewati
              </button>
            )}
          </div>
        )}
        {round.sentThisRound > 0 && (
          <p className="muted" data-testid="send-count">
            {round.sentThisRound} pesan dibuka di WhatsApp pada putaran ini.
          </p>
        )}
      </CoupleCard>
      <TemplateEditor mode={mode} settings={settings} text={text} onText={setText} />
    </div>
  );
}

/** One guest's message, ready: open it in WhatsApp (and mark it sent), skip, or copy. */
function NextGuest({
  guest,
  mode,
  template,
  sessions,
  waiting,
  onSent,
  onSkip,
}: {
  guest: Guest;
  mode: SendMode;
  template: string;
  sessions: GuestSession[];
  waiting: number;
  onSent: () => void;
  onSkip: () => void;
}) {
  const queryClient = useQueryClient();
  const message = useMessage();
  const session = sessions.find((s) => s.id === guest.session_id) ?? null;

  if (guest.link_url === null)
    return (
      <p className="couple-notice" data-testid="send-unpublished">
        Tautan pribadi setiap tamu muncul setelah undangan Anda diterbitkan. Setelah itu, Anda dapat mengirim
        undangan dari halaman ini.
      </p>
    );
  const text = fillTemplate(template, { name: guest.name, link: guest.link_url, session });

  const sent = () => {
    // After the click is done: the link opens WhatsApp before the next guest takes its place.
    setTimeout(onSent);
    if (mode === 'pengingat') return;
    void markSent([guest.id]).then((answer) => {
      if (!answer.ok) message.show('error', answer.message ?? COUPLE_WORDS.failed);
      void queryClient.invalidateQueries({ queryKey: GUEST_KEYS.summary });
    });
  };
  const copy = async (what: string, done: string) => {
    if (await copyText(what)) message.show('success', done);
    else message.show('error', COPY_FAILED_MESSAGE);
  };

  return (
    <div className="send-next" data-testid="send-next-guest">
      <p className="send-next__who">
        <span className="muted">Berikutnya ({waiting} tersisa)</span>
        <br />
        <strong data-testid="send-next-name">{guest.name}</strong>
        {!guest.phone && <span className="muted"> · tanpa nomor, pilih kontaknya di WhatsApp</span>}
      </p>
      <pre className="send-next__message" data-testid="send-next-message">
        {text}
      </pre>
      <a
        className="button button--block send-next__whatsapp"
        href={guestWhatsappLink(text, guest.phone)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={sent}
      >
        Kirim lewat WhatsApp
      </a>
      <div className="couple-actions send-next__more">
        <button type="button" className="button button--small button--outline" onClick={onSkip}>
          Lewati
        </button>
        <button
          type="button"
          className="button button--small button--outline"
          onClick={() => void copy(text, 'Pesan disalin.')}
        >
          Salin pesan
        </button>
        <button
          type="button"
          className="button button--small button--outline"
          onClick={() => void copy(guest.link_url!, 'Tautan tamu disalin.')}
        >
          Salin tautan
        </button>
      </div>
      <InlineMessage message={message.message} testId="send-next-message-status" />
    </div>
  );
}

/** "Tautan umum untuk tamu di luar daftar": the invitation's plain address takes RSVPs and wishes, or not. */
function OpenLinkSwitch({ settings }: { settings: GuestSettings }) {
  const queryClient = useQueryClient();
  const { message, busy, run } = useChange();
  const toggle = async (open: boolean) => {
    const saved = await run(
      () =>
        saveSettings({
          open_link: open,
          message_template: settings.message_template,
          reminder_template: settings.reminder_template,
        }),
      open ? 'Tautan umum dibuka.' : 'Tautan umum ditutup.',
    );
    if (saved) queryClient.setQueryData(GUEST_KEYS.settings, saved);
  };
  return (
    <CoupleCard id="open-link" title="Tautan Umum" testId="open-link">
      <label className="send-switch">
        <input
          type="checkbox"
          checked={settings.open_link}
          disabled={busy}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span>Tautan umum untuk tamu di luar daftar: {settings.open_link ? 'aktif' : 'nonaktif'}</span>
      </label>
      <p className="muted">
        Bila aktif, siapa pun yang membuka alamat undangan tanpa tautan pribadi dapat mengisi konfirmasi
        kehadiran dan ucapan. Bila nonaktif, hanya tamu di daftar yang dapat mengisinya melalui tautan
        pribadinya.
      </p>
      <InlineMessage message={message.message} testId="open-link-message" />
    </CoupleCard>
  );
}
