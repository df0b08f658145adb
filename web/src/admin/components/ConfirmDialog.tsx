import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { Drawer } from './Drawer';

export interface ConfirmQuestion {
  /** The question, in the words PRODUCT.md section 5 gives where it gives them. */
  question: string;
  /** The button that goes ahead, saying what it does: 'Ya, hapus'. */
  confirmText: string;
}

type Ask = (question: ConfirmQuestion) => Promise<boolean>;

const ConfirmContext = createContext<Ask | null>(null);

/** Asks before something that cannot be undone, in the page instead of the browser's confirm box. */
export function useConfirm(): Ask {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error('useConfirm needs a ConfirmProvider above it');
  return ask;
}

/**
 * One question at a time over the page (role alertdialog): the focus starts on Batal, the safe
 * answer, Tab stays inside, Esc or a click beside it cancels.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<ConfirmQuestion | null>(null);
  const answer = useRef<((yes: boolean) => void) | null>(null);

  const ask = useCallback<Ask>(
    (question) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setOpen(question);
      }),
    [],
  );

  const reply = useCallback((yes: boolean) => {
    answer.current?.(yes);
    answer.current = null;
    setOpen(null);
  }, []);

  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      {open && (
        <Drawer
          variant="confirm"
          role="alertdialog"
          labelledBy="admin-confirm-question"
          onClose={() => reply(false)}
          initialFocus=".admin-confirm-cancel"
          testId="confirm-dialog"
        >
          <p id="admin-confirm-question" className="admin-confirm-question">
            {open.question}
          </p>
          <div className="admin-confirm-actions">
            <button
              type="button"
              className="admin-button secondary admin-confirm-cancel"
              onClick={() => reply(false)}
            >
              Batal
            </button>
            <button type="button" className="admin-button danger" onClick={() => reply(true)}>
              {open.confirmText}
            </button>
          </div>
        </Drawer>
      )}
    </ConfirmContext.Provider>
  );
}
