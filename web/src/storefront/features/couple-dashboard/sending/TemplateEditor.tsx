import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_MESSAGE_TEMPLATE,
  DEFAULT_REMINDER_TEMPLATE,
  GUEST_LIMITS,
  GUEST_MESSAGES,
  type GuestSettings,
} from '@undangan/contracts';
import { InlineMessage } from '@/shared/ui/InlineMessage';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import { useMediaState } from '@/shared/ui/use-media-state';
import { GUEST_KEYS, saveSettings } from '@/storefront/features/couple-dashboard/api/guest-list';
import { useChange } from '@/storefront/features/couple-dashboard/components/use-change';
import type { SendMode } from './next-guests';

const DEFAULTS: Record<SendMode, string> = {
  undangan: DEFAULT_MESSAGE_TEMPLATE,
  pengingat: DEFAULT_REMINDER_TEMPLATE,
};
const KEYS = { undangan: 'message_template', pengingat: 'reminder_template' } as const;

/**
 * From a laptop's width the template stands open beside the next guest's message (the width at
 * which couple-guests.css puts them side by side), so a change is seen in the message at once; a
 * phone keeps it folded under the message.
 */
const SIDE_BY_SIDE = '(min-width: 1024px)';

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
  const [error, setError] = useState<string | undefined>();
  const { message, busy, run } = useChange();
  const [open, setOpen] = useMediaState(SIDE_BY_SIDE);

  const save = async () => {
    if (!text.includes('{tautan}')) return setError(GUEST_MESSAGES.templateLink);
    setError(undefined);
    const saved = await run(
      () => saveSettings(withTemplate(settings, mode, text)),
      'Templat pesan telah disimpan.',
    );
    if (saved) queryClient.setQueryData(GUEST_KEYS.settings, saved);
  };

  return (
    <details
      className="card couple-section send-template"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
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
