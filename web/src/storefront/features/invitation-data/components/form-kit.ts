import type { InvitationDraft } from '@undangan/contracts';

/** What each section of the form is given: the messages shown, and how to change and leave a field. */
export interface FormKit {
  issues: Record<string, string>;
  update: (change: (current: InvitationDraft) => InvitationDraft) => void;
  /** The couple left the field at `path`: its typing is checked from now on. */
  touch: (path: string) => void;
  disabled: boolean;
}
