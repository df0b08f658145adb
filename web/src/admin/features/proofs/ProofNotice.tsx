import { FormMessage } from '@/admin/components/FormFields';
import type { Message, MessageAt } from './proof-review-text';

/** The page's one message, shown only where it belongs. */
export function ProofNotice({ message, at }: { message: Message | null; at: MessageAt }) {
  return <FormMessage message={message?.at === at ? message : null} />;
}
