import { useState } from 'react';

/**
 * A button whose action is asked again in the page, not in a browser dialog: pressed, it shows the
 * question with "Ya, ..." and "Batal" in its place.
 */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  onConfirm,
  busy = false,
  danger = false,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => void | Promise<void>;
  busy?: boolean;
  danger?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="button button--small button--outline" onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  return (
    <span className="confirm-button" role="group" aria-label={question}>
      <span className="confirm-button__question">{question}</span>
      <button
        type="button"
        className={`button button--small ${danger ? 'button--danger' : ''}`.trim()}
        disabled={busy}
        onClick={() => void Promise.resolve(onConfirm()).finally(() => setAsking(false))}
      >
        {confirmLabel}
      </button>
      <button type="button" className="button button--small button--outline" onClick={() => setAsking(false)}>
        Batal
      </button>
    </span>
  );
}
