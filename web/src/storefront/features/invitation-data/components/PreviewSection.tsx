import { useState } from 'react';
import type { InvitationDraft } from '@undangan/contracts';
import type { OrderLookup } from '@/shared/order/order-lookup';
import { PagePreviewFrame } from '@/shared/ui/PagePreviewFrame';
import { previewInvitation } from '@/storefront/features/invitation-data/api/preview-invitation';

const TEXT = {
  failed: 'Pratinjau belum dapat ditampilkan. Silakan coba lagi sebentar lagi.',
};

/**
 * "Lihat Pratinjau": the couple's page drawn from the form as it is now (saved or not), with their
 * design, greeting a sample guest, before they send it. Drawn again each time it is asked.
 */
export function PreviewSection({ lookup, data }: { lookup: OrderLookup; data: InvitationDraft }) {
  const [state, setState] = useState<
    | { kind: 'closed' }
    | { kind: 'loading' }
    | { kind: 'shown'; html: string }
    | { kind: 'failed'; message: string }
  >({ kind: 'closed' });

  const show = async () => {
    setState({ kind: 'loading' });
    const answer = await previewInvitation(lookup, data);
    setState(
      answer.ok
        ? { kind: 'shown', html: answer.value.html }
        : { kind: 'failed', message: answer.message ?? TEXT.failed },
    );
  };

  return (
    <section className="card invitation-section" aria-labelledby="invitation-preview-title">
      <h2 id="invitation-preview-title" className="invitation-section__title">
        Pratinjau Undangan
      </h2>
      <p className="invitation-section__lead">
        Lihat undangan Anda seperti yang akan dibuka tamu, dari data yang sudah Anda isi. Nama tamu di sampul
        hanya contoh.
      </p>
      <button
        type="button"
        className="button button--outline button--block"
        onClick={() => void show()}
        disabled={state.kind === 'loading'}
      >
        {state.kind === 'shown'
          ? 'Perbarui Pratinjau'
          : state.kind === 'loading'
            ? 'Memuat pratinjau...'
            : 'Lihat Pratinjau'}
      </button>
      {state.kind === 'failed' && (
        <p className="field-error" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'shown' && <PagePreviewFrame html={state.html} title="Pratinjau undangan Anda" />}
    </section>
  );
}
