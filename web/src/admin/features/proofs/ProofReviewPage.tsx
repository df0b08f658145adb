import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { BillPanel } from './BillPanel';
import { DecisionPanel } from './DecisionPanel';
import { DeleteProofSection } from './DeleteProofSection';
import { ProofForm } from './ProofForm';
import { ProofImage } from './ProofImage';
import { ProofLoadForm } from './ProofLoadForm';
import { ProofQueue } from './ProofQueue';
import { TEXT } from './proof-review-text';
import { useProofReview } from './use-proof-review';
import './proofs.css';

/** Kelola Bukti Pembayaran: the queue, then one order's bill, proof image, decision, form and delete. */
export default function ProofReviewPage() {
  useDocumentTitle('Kelola Bukti Pembayaran');
  const review = useProofReview();
  const { loaded, file, orderId, fields, storedImage, preview, imageBroken } = review;

  return (
    <section className="admin-page" aria-labelledby="proof-title">
      <h2 id="proof-title">Kelola Bukti Pembayaran</h2>

      <ProofLoadForm review={review} />

      {!loaded && <ProofQueue queue={review.queue} error={review.queueError} />}

      {(loaded || file) && (
        <div className="admin-proof-layout">
          {loaded && <BillPanel bill={review.bill} missing={review.billMissing} />}
          <div className="admin-proof-side">
            <section className="admin-panel admin-proof-image-panel" aria-labelledby="proof-image-title">
              <ProofImage
                src={preview}
                broken={imageBroken}
                placeholder={
                  (imageBroken || storedImage === null) && (fields.status || file) ? TEXT.noImage : null
                }
                orderId={loaded ?? orderId}
                onBroken={review.onImageBroken}
              />
            </section>
            {loaded && <DecisionPanel review={review} loaded={loaded} />}
          </div>
        </div>
      )}

      <ProofForm review={review} />

      <DeleteProofSection review={review} />
    </section>
  );
}
