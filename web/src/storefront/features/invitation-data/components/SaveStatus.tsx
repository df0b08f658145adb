import type { AutosaveState } from '@/storefront/features/invitation-data/autosave';
import { saveStatusText } from '@/storefront/features/invitation-data/save-words';

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
        {saveStatusText(state, updatedAt)}
      </p>
      {state.status === 'failed' && (
        <button type="button" className="button button--small button--outline" onClick={onRetry}>
          Coba Lagi
        </button>
      )}
    </div>
  );
}
