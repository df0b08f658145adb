import { formatClock, formatDateTime } from '@/shared/format/format';
import type { AutosaveState } from '@/storefront/features/invitation-data/autosave';

/**
 * Where the draft stands, in a bar that stays under the header while the couple scrolls: being
 * saved, saved at what time, or not saved with a way to try again.
 */
export function SaveStatus({
  state,
  updatedAt,
  onRetry,
}: {
  state: AutosaveState;
  /** When the draft was last saved before this page opened. */
  updatedAt: string | null;
  onRetry: () => void;
}) {
  const tone = state.status === 'failed' ? 'error' : state.status === 'replaced' ? 'info' : 'quiet';
  return (
    <div className={`save-status save-status--${tone}`} data-sticky-top data-testid="save-status">
      <p className="save-status__text" role={state.status === 'failed' ? 'alert' : 'status'}>
        {text(state, updatedAt)}
      </p>
      {state.status === 'failed' && (
        <button type="button" className="button button--small button--outline" onClick={onRetry}>
          Coba Lagi
        </button>
      )}
    </div>
  );
}

function text(state: AutosaveState, updatedAt: string | null): string {
  switch (state.status) {
    case 'waiting':
    case 'saving':
      return 'Menyimpan...';
    case 'saved':
      return `Tersimpan pukul ${formatClock(state.at)}`;
    case 'failed':
      return state.message;
    case 'replaced':
      return state.message;
    case 'idle':
      return updatedAt
        ? `Terakhir disimpan ${formatDateTime(updatedAt)}. Perubahan tersimpan otomatis.`
        : 'Perubahan Anda tersimpan otomatis.';
  }
}
