import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  formatRupiah,
  REVISION_KIND_NAMES,
  REVISION_KINDS,
  REVISION_MESSAGES,
  REVISION_STATUS_NAMES,
  revisionRequestSchema,
  type OrderRevisions,
  type RevisionKind,
  type RevisionView,
} from '@undangan/contracts';
import { addRevisionToCart } from '@/shared/cart/cart';
import { useCart } from '@/shared/cart/use-cart';
import { paths } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/format/format';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import { SelectField } from '@/shared/ui/SelectField';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import { askRevision, listRevisions } from '@/storefront/features/order-tracking/api/revisions';
import { allowanceText, askedText } from '@/storefront/features/order-tracking/revision-words';

const DESCRIPTION_MAX = 2000;

/** One asked revision: what, when, where it stands, and its payment when it waits for one. */
function RevisionItem({
  revision,
  onPay,
}: {
  revision: RevisionView;
  onPay: (revision: RevisionView) => void;
}) {
  return (
    <li className="revision-item" data-testid={`revision-${revision.kind}`}>
      <div className="revision-item__head">
        <strong>Revisi {REVISION_KIND_NAMES[revision.kind]}</strong>
        <span className={`revision-item__status status-${revision.status}`}>
          {REVISION_STATUS_NAMES[revision.status]}
        </span>
      </div>
      <p className="revision-item__text">{revision.description}</p>
      <p className="revision-item__meta">
        Diajukan {formatDateTime(revision.created_at)} &middot;{' '}
        {revision.free ? 'Gratis' : formatRupiah(revision.price)}
      </p>
      {revision.status === 'awaiting_payment' && revision.addon_id !== null && (
        <button type="button" className="button button--small" onClick={() => onPay(revision)}>
          Bayar Revisi ({formatRupiah(revision.price)})
        </button>
      )}
    </li>
  );
}

/**
 * Revisions on the tracking page, once the data is sent: what each kind still has free (the
 * FAQ's rules, priced from the catalogue), the revisions asked and where each stands, a form to
 * ask one, and a paid one's way to the cart, where it is paid like any order.
 */
export function RevisionsPanel({ orderId, phone }: { orderId: string; phone: string }) {
  const lookup = useMemo(() => ({ orderId, phone }), [orderId, phone]);
  const [state, setState] = useState<OrderRevisions | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [kind, setKind] = useState<RevisionKind>('text');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const message = useMessage();
  const [cart, saveCart] = useCart();
  const navigate = useNavigate();

  const load = useCallback(async () => {
    const answer = await listRevisions(lookup);
    if (answer.ok) {
      setState(answer.value);
      setFailed(null);
    } else setFailed(answer.message ?? 'Daftar revisi tidak dapat dimuat. Silakan coba lagi.');
  }, [lookup]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = revisionRequestSchema.shape.description.safeParse(description);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Permintaan revisi wajib diisi.');
      return;
    }
    setError(null);
    setBusy(true);
    message.clear();
    try {
      const answer = await askRevision(lookup, kind, description);
      if (!answer.ok) {
        message.show('error', answer.message ?? 'Permintaan revisi gagal dikirim. Silakan coba lagi.');
        return;
      }
      setDescription('');
      message.show('success', askedText(answer.value));
      await load();
    } finally {
      setBusy(false);
    }
  };

  const pay = (revision: RevisionView) => {
    saveCart(
      addRevisionToCart(cart, {
        id: revision.id,
        order_id: revision.order_id,
        addon_id: revision.addon_id!,
        addon_title: revision.addon_title ?? `Revisi ${REVISION_KIND_NAMES[revision.kind]}`,
        price: revision.price,
      }),
    );
    navigate(paths.cart);
  };

  if (failed) return <p className="revision-note">{failed}</p>;
  if (!state) return <p className="revision-note">Memuat revisi...</p>;

  const next = state.allowances.find((allowance) => allowance.kind === kind);
  return (
    <section className="revisions" aria-labelledby="revisions-title" data-testid="revisions">
      <h3 id="revisions-title" className="revisions__title">
        Revisi
      </h3>
      <ul className="revisions__allowances">
        {state.allowances.map((allowance) => (
          <li key={allowance.kind}>{allowanceText(allowance)}</li>
        ))}
      </ul>
      {state.revisions.length > 0 && (
        <ul className="revisions__list" aria-label="Revisi yang sudah diajukan">
          {state.revisions.map((revision) => (
            <RevisionItem key={revision.id} revision={revision} onPay={pay} />
          ))}
        </ul>
      )}
      {state.open ? (
        <form className="revisions__form" onSubmit={submit} noValidate>
          <SelectField
            id="revision-kind"
            label="Jenis revisi"
            value={kind}
            onChange={(event) => setKind(event.target.value as RevisionKind)}
            hint={
              next && next.next_price !== 0
                ? next.next_price === null
                  ? 'Harga revisi ini belum tersedia; hubungi kami melalui WhatsApp.'
                  : `Revisi ini berbayar ${formatRupiah(next.next_price)}.`
                : 'Revisi ini gratis.'
            }
          >
            {REVISION_KINDS.map((value) => (
              <option key={value} value={value}>
                {REVISION_KIND_NAMES[value]}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            id="revision-description"
            label="Apa yang perlu diubah?"
            rows={4}
            maxLength={DESCRIPTION_MAX}
            counter
            value={description}
            error={error}
            onChange={(event) => {
              setDescription(event.target.value);
              if (error) setError(null);
            }}
          />
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Mengirim...' : 'Ajukan Revisi'}
          </button>
        </form>
      ) : (
        <p className="revision-note">{REVISION_MESSAGES.notYet}</p>
      )}
      <InlineMessage message={message.message} testId="revision-message" />
    </section>
  );
}
