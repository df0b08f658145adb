import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ORDER_LOOKUP_NOT_FOUND, type InvitationView } from '@undangan/contracts';
import { paths, withOrderFragment } from '@/shared/config/paths';
import { orderIdFromFragment } from '@/shared/order/order-fragment';
import {
  loadOrderLookup,
  saveOrderLookup,
  startingLookup,
  type OrderLookup,
} from '@/shared/order/order-lookup';
import { ErrorText } from '@/shared/ui/ErrorText';
import { useMessage } from '@/shared/ui/InlineMessage';
import { LoadingText } from '@/shared/ui/LoadingText';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { OrderLookupForm } from '@/storefront/components/order-lookup-form/OrderLookupForm';
import { getInvitation } from './api/get-invitation';
import { InvitationEditor } from './InvitationEditor';
import { InvitationSent } from './InvitationSent';
import { INVITATION_PAGE_MESSAGES } from './invitation-words';
import './invitation-data.css';

type Phase =
  | { status: 'asking'; start: OrderLookup; busy: boolean }
  | { status: 'opening' }
  | { status: 'refused'; lookup: OrderLookup; message: string; canRetry: boolean }
  | { status: 'ready'; lookup: OrderLookup; view: InvitationView };

/**
 * The order the page opens with: this tab's lookup (from tracking, the receipt or a payment page),
 * unless an email's link (`#order=`) names another order, which is then asked for with its phone.
 */
function opening(): { lookup: OrderLookup | null; start: OrderLookup } {
  const fromLink = orderIdFromFragment();
  const kept = loadOrderLookup();
  if (kept && (!fromLink || fromLink === kept.orderId)) return { lookup: kept, start: kept };
  return { lookup: null, start: startingLookup(fromLink) };
}

/** "Data Undangan": where a couple who has paid sends the shop their invitation's data. */
export default function InvitationDataPage() {
  useDocumentTitle('Data Undangan');
  const [first] = useState(opening);
  const [phase, setPhase] = useState<Phase>(() =>
    first.lookup ? { status: 'opening' } : { status: 'asking', start: first.start, busy: false },
  );
  const message = useMessage();

  const open = async (lookup: OrderLookup, asked: boolean) => {
    if (asked) setPhase({ status: 'asking', start: lookup, busy: true });
    else setPhase({ status: 'opening' });
    message.clear();
    const answer = await getInvitation(lookup);
    if (answer.ok) {
      const found = { orderId: answer.value.order_id, phone: lookup.phone };
      saveOrderLookup(found);
      setPhase({ status: 'ready', lookup: found, view: answer.value });
      return;
    }
    if (answer.status === 404 || answer.status === 400) {
      setPhase({ status: 'asking', start: lookup, busy: false });
      message.show('error', answer.message ?? ORDER_LOOKUP_NOT_FOUND);
      return;
    }
    setPhase({
      status: 'refused',
      lookup,
      message: answer.message ?? INVITATION_PAGE_MESSAGES.loadFailed,
      // A 409 (not paid yet) stays so until the payment arrives; anything else may pass.
      canRetry: answer.status !== 409,
    });
  };

  // The tab's own order opens at once; the look-up shows its own progress.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (first.lookup) void open(first.lookup, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const showView = useCallback(
    (view: InvitationView) =>
      setPhase((current) => (current.status === 'ready' ? { ...current, view } : current)),
    [],
  );

  return (
    <div className="container page invitation-page">
      <h1 className="page-title">Data Undangan</h1>
      {phase.status === 'asking' && (
        <>
          <p className="invitation-lead">
            Masukkan Order ID dan nomor WhatsApp yang Anda gunakan saat memesan untuk mengisi data undangan
            Anda: nama mempelai, acara, foto, dan lainnya.
          </p>
          <OrderLookupForm
            idPrefix="invitation-lookup"
            start={phase.start}
            submitLabel="Buka Data Undangan"
            busyLabel="Membuka..."
            busy={phase.busy}
            message={message.message}
            messageTestId="invitation-lookup-message"
            onLookup={(lookup) => void open(lookup, true)}
            onInvalid={message.clear}
          />
        </>
      )}
      {phase.status === 'opening' && <LoadingText text="Memuat data undangan..." />}
      {phase.status === 'refused' && (
        <div className="notice invitation-refused">
          <ErrorText>{phase.message}</ErrorText>
          {phase.canRetry && (
            <button type="button" className="button" onClick={() => void open(phase.lookup, false)}>
              Coba Lagi
            </button>
          )}
          <Link
            className="button button--outline"
            to={withOrderFragment(paths.trackOrder, phase.lookup.orderId)}
          >
            Lacak Pesanan
          </Link>
        </div>
      )}
      {phase.status === 'ready' && (
        <>
          <p className="invitation-lead" data-testid="invitation-order">
            Pesanan <strong>{phase.view.order_id}</strong>
            {phase.view.package && <> &middot; Paket {phase.view.package}</>}
            {phase.view.design && <> &middot; Desain {phase.view.design}</>}
          </p>
          {phase.view.editable ? (
            <InvitationEditor
              key={phase.view.order_id}
              lookup={phase.lookup}
              view={phase.view}
              onView={showView}
            />
          ) : (
            <InvitationSent lookup={phase.lookup} view={phase.view} />
          )}
        </>
      )}
    </div>
  );
}
