import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ORDER_STAGE_NAMES, promiseText, type CoupleWhoAmI } from '@undangan/contracts';
import { errorStatus } from '@/shared/api/server-message';
import { paths, withOrderFragment } from '@/shared/config/paths';
import { ErrorText } from '@/shared/ui/ErrorText';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import { LoadingText } from '@/shared/ui/LoadingText';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { COUPLE_KEYS, signOut, useCoupleSession } from './api/couple-session';
import { AttendanceSection } from './attendance/AttendanceSection';
import { CoupleCard } from './components/CoupleCard';
import { PartnerSection } from './components/PartnerSection';
import { GuestsSection } from './guests/GuestsSection';
import { SendSection } from './sending/SendSection';
import { COUPLE_WORDS, paymentName, ROLE_NAMES } from './couple-words';
import './couple-dashboard.css';
import './couple-guests.css';

/**
 * The dashboard's parts, each a view of its own under `?bagian=`: the order's overview, the guest
 * list, sending the invitations, who is coming, and the partner and sessions.
 */
const SECTIONS = [
  { key: 'ringkasan', label: 'Ringkasan' },
  { key: 'tamu', label: 'Tamu' },
  { key: 'kirim', label: 'Kirim Undangan' },
  { key: 'kehadiran', label: 'Kehadiran' },
  { key: 'pengaturan', label: 'Mitra & Pengaturan' },
] as const;
type Section = (typeof SECTIONS)[number]['key'];

const sectionOf = (asked: string | null): Section =>
  SECTIONS.find(({ key }) => key === asked)?.key ?? 'ringkasan';

// Only web addresses become a link: a javascript: address would run inside the shop's page.
const WEB_ADDRESS = /^(https?:\/\/|\/(?!\/))/i;

export default function DashboardPage() {
  useDocumentTitle('Dasbor Pasangan');
  const session = useCoupleSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const section = sectionOf(params.get('bagian'));
  const signedOut = errorStatus(session.error) === 401;

  useEffect(() => {
    if (signedOut) void navigate(paths.coupleSignIn, { replace: true });
  }, [signedOut, navigate]);

  if (session.isPending || signedOut) return <LoadingText text="Memuat Dasbor Pasangan..." />;
  if (session.isError)
    return (
      <div className="container page couple-page">
        <ErrorText>Dasbor Pasangan tidak dapat dimuat. Silakan muat ulang halaman ini.</ErrorText>
      </div>
    );
  const me = session.data;

  return (
    <div className="container page couple-page couple-dashboard">
      <header className="couple-head">
        <h1 className="page-title">Dasbor Pasangan</h1>
        <p className="couple-lead" data-testid="couple-order">
          Pesanan <strong className="couple-order-id">{me.order_id}</strong>
          <br />
          <span className="muted">
            {ROLE_NAMES[me.role]}: <span data-testid="couple-email">{me.email}</span>
          </span>
        </p>
      </header>
      <nav className="couple-nav" aria-label="Bagian Dasbor Pasangan">
        {SECTIONS.map(({ key, label }) => (
          <Link
            key={key}
            to={`${paths.coupleDashboard}?bagian=${key}`}
            className="couple-nav__link"
            aria-current={key === section ? 'page' : undefined}
            replace
          >
            {label}
          </Link>
        ))}
      </nav>
      {section === 'ringkasan' && <Overview me={me} />}
      {section === 'tamu' && <GuestsSection />}
      {section === 'kirim' && <SendSection />}
      {section === 'kehadiran' && <AttendanceSection />}
      {section === 'pengaturan' && <PartnerSection role={me.role} />}
      <SignOut />
    </div>
  );
}

/** What exists of the order today: its payment, where the work stands, its promise and its address. */
function Overview({ me }: { me: CoupleWhoAmI }) {
  const invitationUrl = me.invitation_url && WEB_ADDRESS.test(me.invitation_url) ? me.invitation_url : null;
  return (
    <CoupleCard id="couple-overview" title="Ringkasan Pesanan" testId="couple-overview">
      <dl className="facts couple-facts">
        {me.package && (
          <div>
            <dt>Paket</dt>
            <dd>{me.package}</dd>
          </div>
        )}
        <div>
          <dt>Pembayaran</dt>
          <dd>{paymentName(me.payment_status)}</dd>
        </div>
        <div>
          <dt>Pengerjaan</dt>
          <dd data-testid="couple-stage">{me.stage ? ORDER_STAGE_NAMES[me.stage] : 'Belum dimulai'}</dd>
        </div>
        {me.promise && (
          <div>
            <dt>Undangan selesai</dt>
            <dd>{promiseText(me.promise)}</dd>
          </div>
        )}
      </dl>
      {me.on_hold && (
        <p className="couple-notice">
          Pengerjaan pesanan ini sedang ditahan. Silakan hubungi kami melalui WhatsApp untuk keterangannya.
        </p>
      )}
      <div className="couple-actions">
        {invitationUrl && (
          <a className="button button--small" href={invitationUrl} target="_blank" rel="noopener noreferrer">
            Buka Undangan Anda
          </a>
        )}
        {me.stage !== null && (
          <Link
            className="button button--small button--outline"
            to={withOrderFragment(paths.invitationData, me.order_id)}
          >
            {me.data_submitted_at ? 'Lihat Data Undangan' : 'Isi Data Undangan'}
          </Link>
        )}
        <Link
          className="button button--small button--outline"
          to={withOrderFragment(paths.trackOrder, me.order_id)}
        >
          Lihat Status Lengkap
        </Link>
      </div>
      <p className="muted couple-note">
        Data undangan, revisi, dan status lengkap dibuka dengan nomor WhatsApp yang Anda gunakan saat memesan.
      </p>
    </CoupleCard>
  );
}

/** "Keluar" (this device) and "Keluar dari semua perangkat" (every session of the order). */
function SignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const message = useMessage();

  const leave = async (everywhere: boolean) => {
    setBusy(true);
    message.clear();
    const answer = await signOut(everywhere);
    setBusy(false);
    // A session already ended elsewhere is signed out all the same.
    if (!answer.ok && answer.status !== 401) {
      message.show('error', answer.message ?? COUPLE_WORDS.failed);
      return;
    }
    queryClient.removeQueries({ queryKey: COUPLE_KEYS.all });
    void navigate(paths.coupleSignIn, {
      replace: true,
      state: { notice: answer.ok ? answer.value.message : undefined },
    });
  };

  return (
    <section className="couple-sign-out" aria-label="Keluar">
      <button
        type="button"
        className="button button--outline"
        disabled={busy}
        onClick={() => void leave(false)}
      >
        Keluar
      </button>
      <button
        type="button"
        className="button button--outline"
        disabled={busy}
        onClick={() => void leave(true)}
      >
        Keluar dari semua perangkat
      </button>
      <InlineMessage message={message.message} testId="couple-sign-out-message" />
    </section>
  );
}
