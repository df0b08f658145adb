import { useCallback, useEffect, useState } from 'react';
import type { InvitationView } from '@undangan/contracts';
import type { OrderLookup } from '@/shared/order/order-lookup';
import type { AutosaveState } from './autosave';
import { DraftSession } from './draft-session';

/**
 * The couple's draft for the form: its data, saved by itself as they type and at once when the
 * page is hidden or left, and "Kirim Data" (draft-session.ts).
 */
export function useDraft(lookup: OrderLookup, view: InvitationView, onView: (view: InvitationView) => void) {
  const [saveState, setSaveState] = useState<AutosaveState>({ status: 'idle' });
  const [session] = useState(
    () => new DraftSession(lookup, view, { onData: () => undefined, onState: setSaveState, onView }),
  );
  const [data, setData] = useState(() => session.initialData);

  useEffect(() => {
    session.listen({ onData: setData, onState: setSaveState, onView });
  }, [session, onView]);

  // Leaving (another tab, the phone locked, the tab closed, another page of the shop): saved at once.
  useEffect(() => {
    const { autosave } = session;
    const hidden = () => {
      if (document.visibilityState === 'hidden') void autosave.flush({ keepalive: true });
    };
    const leaving = () => void autosave.flush({ keepalive: true });
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', leaving);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', leaving);
      void autosave.flush({ keepalive: true });
      autosave.dispose();
    };
  }, [session]);

  const update = useCallback<DraftSession['update']>((change) => session.update(change), [session]);
  const retry = useCallback(() => void session.autosave.flush(), [session]);
  const send = useCallback(() => session.send(), [session]);

  return { data, update, saveState, retry, send, updatedAt: view.updated_at };
}
