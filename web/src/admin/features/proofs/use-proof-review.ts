import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPaymentDetail, ProofStatus, ProofView } from '@undangan/contracts';
import { getPaymentDetail } from '@/admin/api/get-payment-detail';
import { proofStatusText } from '@/admin/lib/labels';
import { useObjectUrl } from '@/shared/ui/use-object-url';
import { deleteProof } from './api/delete-proof';
import { getProof } from './api/get-proof';
import { getProofImage } from './api/get-proof-image';
import { getProofQueue } from './api/get-proof-queue';
import { proofReviewKeys } from './api/proof-review-keys';
import { updateProof, type UpdateProofInput } from './api/update-proof';
import { AFTER_DECISION, TEXT, type Message, type MessageAt } from './proof-review-text';

const QUEUE_LIMIT = 20;
const ALLOWED_EXTENSIONS = /\.(jpe?g|png)$/i;
const EMPTY = { customerName: '', customerPhone: '', customerEmail: '', status: '' };
export type ProofFields = typeof EMPTY;

/** An order's proof and its bill (null when the bill cannot be read: the page says it is missing). */
interface Review {
  proof: ProofView;
  bill: AdminPaymentDetail | null;
}

async function getReview(orderId: string, signal: AbortSignal): Promise<Review> {
  const [proof, bill] = await Promise.all([
    getProof(orderId, signal),
    getPaymentDetail(orderId, signal).catch((err: unknown) => {
      console.error(err);
      return null;
    }),
  ]);
  return { proof, bill };
}

/**
 * The state and the requests of the proof review page: the queue, the proof of the order named in
 * the address with its bill, the form filled from it, the preview (a chosen file, else the stored
 * image fetched with the token), and the save and delete that read the queue again.
 */
export function useProofReview() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const addressId = params.get('orderId')?.trim() ?? '';
  const [orderId, setOrderId] = useState(addressId);
  const [fields, setFields] = useState(EMPTY);
  const [savedStatus, setSavedStatus] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [storedImage, setStoredImage] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // The file box is emptied by making it anew (its key): the page is cleared while rendering too.
  const [fileInputKey, setFileInputKey] = useState(0);

  const queue = useQuery({
    queryKey: proofReviewKeys.queue(QUEUE_LIMIT),
    queryFn: ({ signal }) => getProofQueue(QUEUE_LIMIT, signal),
  });
  const review = useQuery({
    queryKey: proofReviewKeys.review(addressId),
    queryFn: ({ signal }) => getReview(addressId, signal),
    enabled: addressId !== '',
  });
  // The stored proof is private: fetched with the token, shown from an object URL. A chosen file
  // is previewed instead.
  const image = useQuery({
    queryKey: proofReviewKeys.image(storedImage ?? ''),
    queryFn: ({ signal }) => getProofImage(storedImage ?? '', signal),
    enabled: storedImage !== null && !file,
    staleTime: Infinity,
  });
  const preview = useObjectUrl(file ?? (storedImage ? (image.data ?? null) : null));

  const clearForm = () => {
    setFields(EMPTY);
    setSavedStatus('');
    setFile(null);
    setStoredImage(null);
    setBroken(false);
    setConfirmingDelete(false);
    setFileInputKey((n) => n + 1);
  };

  // The address drives the page: its order id fills the box and the page starts again from it.
  const [shownAddress, setShownAddress] = useState(addressId);
  if (addressId !== shownAddress) {
    setShownAddress(addressId);
    setOrderId(addressId);
    if (addressId) setMessage(null);
    clearForm();
  }
  // Each answer read (a new order, "Muat Data" again) fills the form; a failure says so by the box.
  const proof = review.data?.proof;
  // Starts from nothing shown, so an answer already in the cache fills the form on the first render.
  const [shownAnswer, setShownAnswer] = useState<{ proof?: ProofView; failedAt: number }>({ failedAt: 0 });
  if (proof !== shownAnswer.proof || review.errorUpdatedAt !== shownAnswer.failedAt) {
    setShownAnswer({ proof, failedAt: review.errorUpdatedAt });
    if (proof !== shownAnswer.proof) {
      if (proof) {
        setFields({
          customerName: proof.customer_name,
          customerPhone: proof.customer_phone,
          customerEmail: proof.customer_email,
          status: proof.status,
        });
        setSavedStatus(proof.status);
        setStoredImage(proof.proof_file);
        setBroken(!proof.proof_file);
      } else clearForm();
    }
    if (review.isError && review.errorUpdatedAt !== shownAnswer.failedAt)
      setMessage({ at: 'load', kind: 'error', text: TEXT.loadFailed });
  }

  const loaded = review.data ? addressId : null;
  const reviewKey = proofReviewKeys.review(addressId);

  const saving = useMutation({
    mutationFn: (input: UpdateProofInput) => updateProof(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: proofReviewKeys.queueAll }),
  });
  const removing = useMutation({
    mutationFn: (id: string) => deleteProof(id),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: proofReviewKeys.review(id) });
      void queryClient.invalidateQueries({ queryKey: proofReviewKeys.queueAll });
    },
  });
  const busy = review.isFetching || saving.isPending || removing.isPending;

  const load = (event?: FormEvent) => {
    event?.preventDefault();
    const id = orderId.trim();
    if (!id) {
      setMessage({ at: 'load', kind: 'error', text: TEXT.needOrderId });
      return;
    }
    if (id !== addressId) {
      setParams({ orderId: id });
      return;
    }
    // The same order again: from an empty page, as a new one would.
    setMessage(null);
    setOrderId(addressId);
    void queryClient.resetQueries({ queryKey: reviewKey, exact: true });
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !ALLOWED_EXTENSIONS.test(chosen.name)) {
      setMessage({ at: 'form', kind: 'error', text: TEXT.wrongType });
      event.target.value = '';
      setFile(null);
      return;
    }
    setMessage(null);
    setFile(chosen);
    if (chosen) setBroken(false);
  };

  /**
   * PRODUCT.md section 7's update call with the form as it is, and the status given (a decision) or
   * chosen.
   */
  const save = async (status: string, at: MessageAt, reason?: string) => {
    const id = orderId.trim();
    if (
      !id ||
      !fields.customerName.trim() ||
      !fields.customerPhone.trim() ||
      !fields.customerEmail.trim() ||
      !status
    ) {
      setMessage({ at, kind: 'error', text: TEXT.needAll });
      return;
    }
    setMessage(null);
    try {
      const saved = await saving.mutateAsync({
        orderId: id,
        customerName: fields.customerName.trim(),
        customerPhone: fields.customerPhone.trim(),
        customerEmail: fields.customerEmail.trim(),
        status,
        proofFile: file,
        reason,
      });
      setFields((f) => ({ ...f, status: saved.status }));
      setSavedStatus(saved.status);
      if (file) {
        // The stored image was replaced: its old bytes must not be shown from the cache.
        queryClient.removeQueries({ queryKey: proofReviewKeys.imageAll });
        setFile(null);
        setStoredImage(saved.proof_file);
        setFileInputKey((n) => n + 1);
      }
      setMessage({ at, kind: 'success', text: TEXT.updated });
      // The bill's payment status follows the decision: read it again, the form stays as it is.
      if (id === loaded)
        getPaymentDetail(id)
          .then((bill) => queryClient.setQueryData<Review>(reviewKey, (r) => r && { ...r, bill }))
          .catch((err: unknown) => console.error(err));
    } catch (err) {
      console.error(err);
      setMessage({ at, kind: 'error', text: TEXT.updateFailed });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(fields.status, 'form');
  };

  const askDelete = () => {
    if (!orderId.trim()) {
      setMessage({ at: 'delete', kind: 'error', text: TEXT.needOrderIdToDelete });
      return;
    }
    setMessage(null);
    setConfirmingDelete(true);
  };

  const remove = async () => {
    const id = orderId.trim();
    try {
      await removing.mutateAsync(id);
      clearForm();
      setOrderId('');
      if (addressId) setParams({}, { replace: true });
      setMessage({ at: 'delete', kind: 'success', text: TEXT.deleted });
    } catch (err) {
      console.error(err);
      setConfirmingDelete(false);
      setMessage({ at: 'delete', kind: 'error', text: TEXT.deleteFailed });
    }
  };

  const imageBroken = broken || (!file && image.isError);
  const next = queue.data?.data.find((p) => p.order_id !== loaded);
  const decided = savedStatus && savedStatus !== 'pending' ? proofStatusText(savedStatus) : undefined;
  const afterDecision =
    message?.at === 'decision' && message.kind === 'success'
      ? AFTER_DECISION[savedStatus as ProofStatus]
      : undefined;

  return {
    orderId,
    setOrderId,
    loaded,
    next,
    queue: queue.data ?? null,
    queueError: queue.isError ? TEXT.queueFailed : '',
    bill: review.data?.bill ?? null,
    billMissing: review.data ? review.data.bill === null : false,
    fields,
    setFields,
    savedStatus,
    decided,
    afterDecision,
    file,
    fileInputKey,
    storedImage,
    preview,
    imageBroken,
    onImageBroken: () => setBroken(true),
    busy,
    message,
    confirmingDelete,
    cancelDelete: () => setConfirmingDelete(false),
    load,
    chooseFile,
    save,
    submit,
    askDelete,
    remove,
  };
}

export type ProofReview = ReturnType<typeof useProofReview>;
