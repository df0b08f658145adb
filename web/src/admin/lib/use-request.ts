import { useEffect, useState } from 'react';

/** PRODUCT.md section 8's text when a page's figures cannot be read. */
export const LOAD_FAILED = 'Gagal mengambil data. Silakan coba lagi.';

export interface RequestState<T> {
  /** The last answer; kept on screen while the next one loads. */
  data: T | null;
  /** The last request failed (it was logged); cleared when the next one starts. */
  failed: boolean;
  loading: boolean;
  /** The same request again (after a change was saved, or a "try again"). */
  reload: () => void;
}

interface Answer<T> {
  request: () => Promise<T>;
  attempt: number;
  data: T | null;
  failed: boolean;
}

/**
 * Runs a request when the page opens and again whenever `request` changes (pass a function defined
 * outside the component or kept by useCallback) or reload() is called. An answer that arrives after
 * a newer request, or after the page has gone, is dropped. Whether it is loading is read from which
 * request the answer belongs to, so nothing is set while the effect runs.
 */
export function useRequest<T>(request: () => Promise<T>): RequestState<T> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);

  useEffect(() => {
    let current = true;
    request()
      .then((data) => current && setAnswer({ request, attempt, data, failed: false }))
      .catch((err: unknown) => {
        console.error(err);
        if (current) setAnswer((last) => ({ request, attempt, data: last?.data ?? null, failed: true }));
      });
    return () => {
      current = false;
    };
  }, [request, attempt]);

  const answered = answer !== null && answer.request === request && answer.attempt === attempt;
  return {
    data: answer?.data ?? null,
    failed: answered && answer.failed,
    loading: !answered,
    reload: () => setAttempt((n) => n + 1),
  };
}

/** useRequest for a page that shows PRODUCT.md section 8's LOAD_FAILED when its figures cannot be read. */
export function useLoad<T>(request: () => Promise<T>): { data: T | null; error: string } {
  const { data, failed } = useRequest(request);
  return { data: failed ? null : data, error: failed ? LOAD_FAILED : '' };
}
