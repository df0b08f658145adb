import { INVITATION_MESSAGES, type InvitationDraft, type InvitationView } from '@undangan/contracts';
import type { OrderLookup } from '@/shared/order/order-lookup';
import { getInvitation } from './api/get-invitation';
import { saveInvitation } from './api/save-invitation';
import { submitInvitation } from './api/submit-invitation';
import { Autosave, type AutosaveState, type SaveHow, type SaveResult } from './autosave';
import { formDraft } from './invitation-form';
import { INVITATION_PAGE_MESSAGES } from './invitation-words';

/** The pause in typing after which the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1500;

export type SendOutcome = { ok: true } | { ok: false; message: string };

export interface DraftListeners {
  /** The form's data changed: typed here, or the server's newer version. */
  onData: (data: InvitationDraft) => void;
  onState: (state: AutosaveState) => void;
  /** The data can no longer be edited here (sent, or the order held): the server's view. */
  onView: (view: InvitationView) => void;
}

/**
 * One order's draft while the page edits it: the data, the version the server last gave (each
 * save carries it), the autosave, and "Kirim Data". A newer version saved on another device takes
 * the place of the one here. Kept apart from React so the page holds one for its whole life.
 */
export class DraftSession {
  readonly autosave: Autosave<InvitationDraft>;
  private data: InvitationDraft;
  private version: number;

  constructor(
    private readonly lookup: OrderLookup,
    view: InvitationView,
    private listeners: DraftListeners,
  ) {
    this.data = formDraft(view.data);
    this.version = view.version;
    this.autosave = new Autosave<InvitationDraft>({
      delayMs: AUTOSAVE_DELAY_MS,
      failedMessage: INVITATION_PAGE_MESSAGES.saveFailed,
      onState: (state) => this.listeners.onState(state),
      save: (draft, how) => this.save(draft, how),
    });
  }

  get initialData(): InvitationDraft {
    return this.data;
  }

  listen(listeners: DraftListeners): void {
    this.listeners = listeners;
  }

  update(change: (current: InvitationDraft) => InvitationDraft): void {
    const next = change(this.data);
    if (next === this.data) return;
    this.data = next;
    this.listeners.onData(next);
    this.autosave.change(next);
  }

  /** "Kirim Data": what is typed is saved first, then sent. */
  async send(): Promise<SendOutcome> {
    const saved = await this.autosave.flush();
    if (saved.status === 'failed') return { ok: false, message: INVITATION_PAGE_MESSAGES.saveBeforeSend };
    if (saved.status === 'replaced') return { ok: false, message: saved.message };
    const answer = await submitInvitation(this.lookup);
    if (answer.ok) {
      this.listeners.onView(answer.value);
      return { ok: true };
    }
    if (answer.status === 409) await this.reload();
    return { ok: false, message: answer.message ?? INVITATION_PAGE_MESSAGES.sendFailed };
  }

  private async save(draft: InvitationDraft, how: SaveHow): Promise<SaveResult> {
    const answer = await saveInvitation(this.lookup, this.version, draft, how);
    if (answer.ok) {
      this.version = answer.value.version;
      if (!answer.value.editable) this.listeners.onView(answer.value);
      return { status: 'saved', at: new Date() };
    }
    if (answer.status === 409 && (await this.reload())) {
      const stale = answer.code === 'stale' || answer.message === INVITATION_MESSAGES.stale;
      return {
        status: 'replaced',
        message: stale ? INVITATION_MESSAGES.stale : (answer.message ?? INVITATION_MESSAGES.alreadySent),
      };
    }
    return { status: 'failed', message: answer.message ?? INVITATION_PAGE_MESSAGES.saveFailed };
  }

  /** After a 409: the server's view takes the place of this one; false when it could not be read. */
  private async reload(): Promise<boolean> {
    const latest = await getInvitation(this.lookup);
    if (!latest.ok) return false;
    this.version = latest.value.version;
    if (!latest.value.editable) {
      this.listeners.onView(latest.value);
    } else {
      this.data = formDraft(latest.value.data);
      this.listeners.onData(this.data);
    }
    return true;
  }
}
