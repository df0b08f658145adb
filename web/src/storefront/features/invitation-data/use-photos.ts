import { useCallback, useEffect, useRef, useState } from 'react';
import { INVITATION_LIMITS, INVITATION_MESSAGES, type InvitationPhoto } from '@undangan/contracts';
import { prepareImage } from '@/shared/image/prepare-image';
import type { OrderLookup } from '@/shared/order/order-lookup';
import { deletePhoto } from './api/delete-photo';
import { getPhotoImage } from './api/get-photo-image';
import { listPhotos } from './api/list-photos';
import { uploadPhoto } from './api/upload-photo';
import { INVITATION_PAGE_MESSAGES, PHOTO_WORDS } from './invitation-words';

export interface PhotoTile {
  id: string;
  /** A blob URL of the image; null while it loads, or when it could not be read ('failed'). */
  url: string | null;
  failed: boolean;
  removing: boolean;
}

export interface UploadTile {
  key: number;
  name: string;
  /** Waiting for the uploads before it, being made ready (shrunk), or on its way. */
  status: 'queued' | 'preparing' | 'sending';
  /** Share of the file sent, 0..1. */
  sent: number;
}

export type PhotosLoad = 'loading' | 'ready' | 'failed';

let nextKey = 1;

/**
 * The couple's photos: the list the shop keeps, each shown from a blob URL of its private image,
 * new ones made ready in the browser (a large phone photo is made smaller as the transfer proof is)
 * and sent one at a time with their progress, and removal. Every blob URL is released when its
 * photo goes or the page does.
 */
export function usePhotos(lookup: OrderLookup) {
  const [load, setLoad] = useState<PhotosLoad>('loading');
  const [photos, setPhotos] = useState<PhotoTile[]>([]);
  const [uploads, setUploads] = useState<UploadTile[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  // A new attempt at the list after it failed to load.
  const [attempt, setAttempt] = useState(0);
  const urls = useRef(new Map<string, string>());
  const queue = useRef<Promise<void>>(Promise.resolve());
  const gone = useRef(false);

  const patch = (id: string, change: Partial<PhotoTile>) =>
    setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)));

  const keepUrl = (id: string, blob: Blob): string | null => {
    if (gone.current) return null;
    const url = URL.createObjectURL(blob);
    urls.current.set(id, url);
    return url;
  };

  const dropUrl = (id: string) => {
    const url = urls.current.get(id);
    if (url) URL.revokeObjectURL(url);
    urls.current.delete(id);
  };

  useEffect(() => {
    gone.current = false;
    const made = urls.current;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      const answer = await listPhotos(lookup, signal);
      if (signal.aborted) return;
      if (!answer.ok) {
        setLoad('failed');
        return;
      }
      const listed = answer.value.photos;
      setPhotos(
        listed.map((photo: InvitationPhoto) => ({ id: photo.id, url: null, failed: false, removing: false })),
      );
      setLoad('ready');
      for (const photo of listed) {
        try {
          const image = await getPhotoImage(lookup, photo.id, signal);
          if (signal.aborted) return;
          const url = image.ok ? keepUrl(photo.id, image.value) : null;
          patch(photo.id, { url, failed: url === null });
        } catch {
          return;
        }
      }
    })().catch(() => undefined);
    return () => {
      gone.current = true;
      controller.abort();
      for (const url of made.values()) URL.revokeObjectURL(url);
      made.clear();
    };
  }, [lookup, attempt]);

  const reload = useCallback(() => {
    setLoad('loading');
    setAttempt((current) => current + 1);
  }, []);

  const sendOne = async (file: File, key: number) => {
    setUploads((current) =>
      current.map((upload) => (upload.key === key ? { ...upload, status: 'preparing' } : upload)),
    );
    const prepared = await prepareImage(file, PHOTO_WORDS);
    if (!prepared.ok) {
      setUploads((current) => current.filter((upload) => upload.key !== key));
      setRefusals((current) => [...current, `${file.name}: ${prepared.message}`]);
      return;
    }
    setUploads((current) =>
      current.map((upload) => (upload.key === key ? { ...upload, status: 'sending', sent: 0 } : upload)),
    );
    const answer = await uploadPhoto(lookup, prepared.file, (sent) =>
      setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, sent } : upload))),
    );
    setUploads((current) => current.filter((upload) => upload.key !== key));
    if (!answer.ok) {
      const message = answer.message ?? INVITATION_PAGE_MESSAGES.uploadFailed;
      // The limit says it once, not once per file.
      setRefusals((current) =>
        message === INVITATION_MESSAGES.tooManyPhotos && current.includes(message)
          ? current
          : [
              ...current,
              message === INVITATION_MESSAGES.tooManyPhotos ? message : `${file.name}: ${message}`,
            ],
      );
      return;
    }
    const photo = answer.value;
    setPhotos((current) => [
      ...current,
      { id: photo.id, url: keepUrl(photo.id, prepared.file), failed: false, removing: false },
    ]);
  };

  /** Adds the chosen files, as many as the limit leaves room for, one upload after another. */
  const add = useCallback(
    (files: readonly File[]) => {
      const room = Math.max(0, INVITATION_LIMITS.photos - photos.length - uploads.length);
      const taken = files.slice(0, room);
      setRefusals(
        files.length > room ? [INVITATION_PAGE_MESSAGES.tooManyChosen(room, INVITATION_LIMITS.photos)] : [],
      );
      for (const file of taken) {
        const key = nextKey++;
        setUploads((current) => [...current, { key, name: file.name, status: 'queued', sent: 0 }]);
        queue.current = queue.current.then(() => sendOne(file, key)).catch(() => undefined);
      }
    },
    // sendOne reads only stable refs and setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [photos.length, uploads.length, lookup],
  );

  const remove = useCallback(
    async (id: string) => {
      patch(id, { removing: true });
      const answer = await deletePhoto(lookup, id);
      if (!answer.ok && answer.status !== 404) {
        patch(id, { removing: false });
        setRefusals([answer.message ?? INVITATION_PAGE_MESSAGES.removeFailed]);
        return;
      }
      dropUrl(id);
      setPhotos((current) => current.filter((photo) => photo.id !== id));
    },
    [lookup],
  );

  return { load, photos, uploads, refusals, add, remove, reload, busy: uploads.length > 0 };
}
