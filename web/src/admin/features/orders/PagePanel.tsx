import { useState } from 'react';
import {
  customDomainIncluded,
  type InvitationEvent,
  type PublishedAnswer,
  type SplitLinkChoice,
} from '@undangan/contracts';
import { useConfirm } from '@/admin/components/ConfirmDialog';
import { ErrorNotice } from '@/admin/components/ErrorNotice';
import { useToast } from '@/admin/components/Toasts';
import { serverMessage } from '@/shared/api/server-message';
import { LoadingText } from '@/shared/ui/LoadingText';
import { PagePreviewFrame } from '@/shared/ui/PagePreviewFrame';
import { useOrderPagePreview, useOrderPages, usePublishOrderPage } from './api/invitation-page';
import { CustomDomainField } from './CustomDomainField';
import { splitChoiceProblem, SplitLinkFields, startingSplit } from './SplitLinkFields';

const TEXT = {
  // The order is completed by it and leaves the active list: the address is said in the toast.
  published: ({ page_url, split }: PublishedAnswer) =>
    `Undangan berhasil diterbitkan di ${page_url}${split ? ` dan ${split.page_url}` : ''}`,
  held: 'Pesanan ini sedang ditahan: halaman undangannya tidak ditampilkan kepada tamu sampai penahanan dicabut.',
  publishFailed: 'Gagal menerbitkan undangan.',
  previewFailed: 'Pratinjau tidak dapat dibuat saat ini. Silakan coba lagi.',
};

/**
 * The couple's page beside their order: a look at it drawn from their data, and "Terbitkan",
 * which publishes it at the client id, sets the client URL and completes the order (the couple is
 * emailed). Pressed again after a revision, it publishes the next version.
 */
export function PagePanel({
  orderRowId,
  clientId,
  submitted,
  splitLink = false,
  events = [],
  packageName,
}: {
  orderRowId: string;
  clientId: string | null;
  submitted: boolean;
  /** The order bought Split Link: a second address is given at publishing. */
  splitLink?: boolean;
  /** The couple's events, for each address's choice. */
  events?: readonly InvitationEvent[];
  /** The order's package: Exclusive adds the couple's own domain. */
  packageName: string;
}) {
  const [looking, setLooking] = useState(false);
  const preview = useOrderPagePreview(orderRowId, looking);
  const publish = usePublishOrderPage(orderRowId);
  const pages = useOrderPages(orderRowId);
  // Untouched, the choice is what was published last (or every event on both addresses).
  const [splitDraft, setSplitDraft] = useState<SplitLinkChoice | null>(null);
  const [splitProblem, setSplitProblem] = useState<string | null>(null);
  const split = splitLink ? (splitDraft ?? startingSplit(pages.data, events)) : null;
  const confirm = useConfirm();
  const toast = useToast();

  const press = async () => {
    const problem = split && splitChoiceProblem(split, clientId ?? '', events.length);
    setSplitProblem(problem);
    if (problem) return;
    const second = split ? ` dan /${split.client_id.trim()}` : '';
    const yes = await confirm({
      question: `Terbitkan undangan di alamat /${clientId}${second}? Pesanan akan ditandai selesai dan pasangan menerima email.`,
      confirmText: 'Ya, terbitkan',
    });
    if (!yes) return;
    try {
      const published = await publish.mutateAsync({
        split: split && { ...split, client_id: split.client_id.trim() },
      });
      toast.success(TEXT.published(published));
    } catch (err) {
      toast.error(serverMessage(err) ?? TEXT.publishFailed);
    }
  };

  return (
    <div className="invitation-block invitation-page-block" data-testid={`page-panel-${orderRowId}`}>
      <h4>Halaman Undangan</h4>
      <p className="admin-muted">
        {!clientId
          ? 'Isi Client ID pesanan ini untuk menerbitkan undangan.'
          : !submitted
            ? 'Undangan dapat diterbitkan setelah pasangan menekan Kirim Data.'
            : `Alamat undangan: /${clientId}`}
      </p>
      {pages.data?.pages.some((page) => page.held) && (
        <p className="invitation-held" role="note">
          {TEXT.held}
        </p>
      )}
      {split && clientId && submitted && (
        <SplitLinkFields
          idPrefix={`split-link-${orderRowId}`}
          clientId={clientId}
          events={events}
          choice={split}
          onChoice={(choice) => {
            setSplitDraft(choice);
            setSplitProblem(null);
          }}
          problem={splitProblem}
        />
      )}
      <div className="admin-detail-actions">
        <button type="button" className="admin-button secondary small" onClick={() => setLooking((v) => !v)}>
          {looking ? 'Tutup Pratinjau' : 'Lihat Pratinjau'}
        </button>
        <button
          type="button"
          className="admin-button small"
          disabled={!clientId || !submitted || publish.isPending}
          onClick={() => void press()}
        >
          Terbitkan
        </button>
      </div>
      {publish.data && (
        <p className="invitation-published" role="status">
          Terbit versi {publish.data.version}:{' '}
          <a href={publish.data.page_url} target="_blank" rel="noreferrer">
            {publish.data.page_url}
          </a>
          {publish.data.split && (
            <>
              {' '}
              dan{' '}
              <a href={publish.data.split.page_url} target="_blank" rel="noreferrer">
                {publish.data.split.page_url}
              </a>
            </>
          )}
        </p>
      )}
      {customDomainIncluded(packageName) && <CustomDomainField orderRowId={orderRowId} clientId={clientId} />}
      {looking &&
        (preview.isPending ? (
          <LoadingText />
        ) : preview.isError ? (
          <ErrorNotice>{TEXT.previewFailed}</ErrorNotice>
        ) : (
          <PagePreviewFrame html={preview.data.html} title="Pratinjau halaman undangan" />
        ))}
    </div>
  );
}
