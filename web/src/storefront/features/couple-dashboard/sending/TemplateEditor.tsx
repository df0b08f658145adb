import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_MESSAGE_TEMPLATE,
  DEFAULT_REMINDER_TEMPLATE,
  GUEST_LIMITS,
  GUEST_MESSAGES,
  type GuestSettings,
} from '@undangan/contracts';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import { GUEST_KEYS, saveSettings } from '@/storefront/features/couple-dashboard/api/guest-list';
import { COUPLE_WORDS } from '@/storefront/features/couple-dashboard/couple-words';
import type { SendMode } from './next-guests';

const DEFAULTS: Record<SendMode, string> = {
  undangan: DEFAULT_MESSAGE_TEMPLATE,
  pengingat: DEFAULT_REMINDER_TEMPLATE,
};
const KEYS = { undangan: 'message_template', pengingat: 'reminder_template' } as const;

/** The settings with one template changed; the default kept as none (null), so a better default reaches them later. */
export function withTemplate(settings: GuestSettings, mode: SendMode, text: string) {
  const own = text.trim() === '' || text.trim() === DEFAULTS[mode].trim() ? null : text;
  return {
    open_link: settings.open_link,
    message_template: settings.message_template,
    reminder_template: settings.reminder_template,
    [KEYS[mode]]: own,
  };
}

/** The message of a round, editable, saved to the settings; its placeholders explained. */
export function TemplateEditor({
  mode,
  settings,
  text,
  onText,
}: {
  mode: SendMode;
  settings: GuestSettings;
  text: string;
  onText: (text: string) => void;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const message = useMessage();

  const save = async () => {
    if (!text.includes('{tautan}')) return setError(GUEST_MESSAGES.templateLink);
    setError(undefined);
    setBusy(true);
    const answer = await saveSettings(withTemplate(settings, mode, text));
    setBusy(false);
    if (!answer.ok) return message.show('error', answer.message ?? COUPLE_WORDS.failed);
    queryClient.setQueryData(GUEST_KEYS.settings, answer.value);
    message.show('success', 'Templat pesan telah disimpan.');
  };

  return (
    <details className="card couple-section send-template">
      <summary className="send-template__summary">
        {mode === 'undangan' ? 'Templat pesan undangan' : 'Templat pesan pengingat'}
      </summary>
      <p className="muted">
        <code>{'{nama}'}</code> diganti nama tamu, <code>{'{tautan}'}</code> tautan undangan pribadinya (wajib
        ada), dan <code>{'{sesi}'}</code> sesi tamu beserta waktunya (baris sesi dilewati bila tamu tidak
        memiliki sesi).
      </p>
      <TextAreaField
        id={`send-template-${mode}`}
        label="Isi pesan"
        rows={12}
        maxLength={GUEST_LIMITS.template}
        counter
        value={text}
        onChange={(event) => onText(event.target.value)}
        error={error}
      />
      <div className="couple-actions">
        <button type="button" className="button button--small" disabled={busy} onClick={() => void save()}>
          Simpan Templat
        </button>
        <button
          type="button"
          className="button button--small button--outline"
          onClick={() => onText(DEFAULTS[mode])}
        >
          Kembalikan ke templat bawaan
        </button>
      </div>
      <InlineMessage message={message.message} testId="send-template-message" />
    </details>
  );
}
