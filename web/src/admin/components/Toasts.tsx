import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

type ToastKind = 'success' | 'error';

interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

export interface Toaster {
  /** A short confirmation that goes away by itself. */
  success: (text: string) => void;
  /** A failure that stays until the admin closes it. */
  error: (text: string) => void;
}

/** How long a success stays: long enough to read a sentence twice. */
const SUCCESS_MS = 6000;
/** Older toasts make room: a burst of saves never covers the page. */
const MOST_SHOWN = 3;

const ToastContext = createContext<Toaster | null>(null);

/** The admin's messages after an action, in place of the browser's alert boxes. */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast needs a ToastProvider above it');
  return toaster;
}

/**
 * Holds the toasts and draws their region: successes in a polite status region, errors in an
 * alert region, both there before any message so screen readers announce what is added.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const close = useCallback((id: number) => setToasts((shown) => shown.filter((t) => t.id !== id)), []);

  const show = useCallback(
    (kind: ToastKind, text: string) => {
      const id = nextId.current++;
      setToasts((shown) => [...shown, { id, kind, text }].slice(-MOST_SHOWN));
      if (kind === 'success') window.setTimeout(() => close(id), SUCCESS_MS);
    },
    [close],
  );

  const toaster = useMemo<Toaster>(
    () => ({ success: (text) => show('success', text), error: (text) => show('error', text) }),
    [show],
  );

  const list = (kind: ToastKind) =>
    toasts
      .filter((t) => t.kind === kind)
      .map((t) => (
        <div key={t.id} className={`admin-toast ${kind}`} data-toast-id={t.id}>
          <p>{t.text}</p>
          <button
            type="button"
            className="admin-toast-close"
            aria-label="Tutup pemberitahuan"
            title="Tutup"
            onClick={() => close(t.id)}
          >
            ×
          </button>
        </div>
      ));

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <div className="admin-toasts" data-testid="toasts">
        <div role="status" className="admin-toast-list">
          {list('success')}
        </div>
        <div role="alert" className="admin-toast-list">
          {list('error')}
        </div>
      </div>
    </ToastContext.Provider>
  );
}
