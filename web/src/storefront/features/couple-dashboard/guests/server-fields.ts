import { GUEST_MESSAGES } from '@undangan/contracts';

/**
 * The field a refusal of the server is about, when its message names one (the server answers one
 * message; the form checks the same rules first, so this is for what only the server knows).
 */
export function fieldOfServerMessage<K extends string>(
  message: string,
  fields: Partial<Record<K, string[]>>,
): K | null {
  for (const [field, messages] of Object.entries(fields) as [K, string[]][])
    if (messages.includes(message)) return field;
  return null;
}

export const GUEST_SERVER_FIELDS = {
  phone: [GUEST_MESSAGES.phone],
  group_id: [GUEST_MESSAGES.groupNotFound],
  session_id: [GUEST_MESSAGES.sessionNotFound],
};
