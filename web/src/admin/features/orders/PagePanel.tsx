import { useState } from 'react';
import { customDomainIncluded } from '@undangan/contracts';
import { useConfirm } from '@/admin/components/ConfirmDialog';
import { ErrorNotice } from '@/admin/components/ErrorNotice';
import { useToast } from '@/admin/components/Toasts';
import { serverMessage } from '@/shared/api/server-message';
import { LoadingText } from '@/shared/ui/LoadingText';
import { PagePreviewFrame } from '@/shared/ui/PagePreviewFrame';
import { useOrderPagePreview, usePublishOrderPage } from './api/invitation-page';
import { CustomDomainField } from './CustomDomainField';

const TEXT = {
  // The order is completed by it and leaves the active list: the address is said in the toast.
  published: (url: string) => `Undangan berhasil diterbitkan di ${url}`,
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
  packageName,
}: {
  orderRowId: string;
  clientId: string | null;
  submitted: boolean;
  /** The order's package: Exclusive adds the couple's own domain. */
  packageName: string;
}) {
  const [looking, setLooking] = useState(false);
  const preview = useOrderPagePreview(orderRowId, looking);
  const publish = usePublishOrderPage(orderRowId);
  const confirm = useConfirm();
  const toast = useToast();

  const press = async () => {
    const yes = await confirm({
      question: `Terbitkan undangan di alamat /${clientId}? Pesanan akan ditandai selesai dan pasangan menerima email.`,
      confirmText: 'Ya, terbitkan',
    });
    if (!yes) return;
    try {
      const published = await publish.mutateAsync();
      toast.success(TEXT.published(published.page_url));
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
