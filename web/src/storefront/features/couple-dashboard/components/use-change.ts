import { useState } from 'react';
import type { LookupAnswer } from '@/shared/order/lookup-request';
import { useMessage } from '@/shared/ui/InlineMessage';
import { COUPLE_WORDS } from '@/storefront/features/couple-dashboard/couple-words';

/**
 * Runs one change the couple makes and says how it went in its place: the server's refusal in its
 * own words, or `done`. `run` gives the changed value, or undefined when the change was refused.
 */
export function useChange() {
  const message = useMessage();
  const [busy, setBusy] = useState(false);
  const run = async <T>(change: () => Promise<LookupAnswer<T>>, done: string): Promise<T | undefined> => {
    setBusy(true);
    message.clear();
    const answer = await change();
    setBusy(false);
    if (!answer.ok) {
      message.show('error', answer.message ?? COUPLE_WORDS.failed);
      return undefined;
    }
    message.show('success', done);
    return answer.value;
  };
  return { message, busy, run };
}
