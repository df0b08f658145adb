import { useCallback, useMemo, useState } from 'react';
import { invitationIssues, type InvitationView, INVITATION_TEXT_LIMITS } from '@undangan/contracts';
import type { OrderLookup } from '@/shared/order/order-lookup';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import { focusBelowHeader } from '@/shared/ui/scroll-below-header';
import { useMessage } from '@/shared/ui/InlineMessage';
import { EventFields } from './components/EventFields';
import type { FormKit } from './components/form-kit';
import { GiftAccountFields } from './components/GiftAccountFields';
import { MusicChoice } from './components/MusicChoice';
import { PersonFields } from './components/PersonFields';
import { PhotosSection } from './components/PhotosSection';
import { PreviewSection } from './components/PreviewSection';
import { SaveStatus } from './components/SaveStatus';
import { SendSection } from './components/SendSection';
import { fieldId, firstInvalidPath, inputIdFor, shownIssues } from './invitation-form';
import { INVITATION_PAGE_MESSAGES } from './invitation-words';
import { useDraft } from './use-draft';
import { usePhotos } from './use-photos';

/** Puts the couple on a field: focused, and scrolled to just under the sticky header and status bar. */
function goToField(path: string) {
  focusBelowHeader(document.getElementById(inputIdFor(path)));
}

/** The form of the couple's data, saved as they type, checked field by field, sent with "Kirim Data". */
export function InvitationEditor({
  lookup,
  view,
  onView,
}: {
  lookup: OrderLookup;
  view: InvitationView;
  onView: (view: InvitationView) => void;
}) {
  const draft = useDraft(lookup, view, onView);
  const photos = usePhotos(lookup);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const message = useMessage();
  const { data, update } = draft;

  const issues = useMemo(() => shownIssues(data, { submitted, touched }), [data, submitted, touched]);
  const touch = useCallback(
    (path: string) => setTouched((current) => (current.has(path) ? current : new Set(current).add(path))),
    [],
  );
  // After "Kirim Data" was pressed, the issues shown are all that stop it, counted as they are fixed.
  const left = submitted ? Object.keys(issues).length : 0;
  const kit: FormKit = { issues, update, touch, disabled: sending };
  // The couple's texts outside the sections: each saved as typed and checked once left.
  const freeText = (key: 'love_story' | 'greeting') => ({
    id: fieldId(key),
    name: key,
    value: data[key],
    disabled: sending,
    onBlur: () => touch(key),
    error: issues[key],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      update((current) => ({ ...current, [key]: value }));
    },
  });

  const askToSend = () => {
    setSubmitted(true);
    message.clear();
    const all = invitationIssues(data, { forSubmit: true });
    const first = firstInvalidPath(data, all);
    if (first) {
      setConfirming(false);
      goToField(first);
      return;
    }
    setConfirming(true);
  };

  const send = async () => {
    setSending(true);
    const outcome = await draft.send();
    // Sent: the page shows the sent data in place of this form.
    if (outcome.ok) return;
    setSending(false);
    setConfirming(false);
    message.show('error', outcome.message);
  };

  return (
    <>
      <SaveStatus state={draft.saveState} updatedAt={draft.updatedAt} onRetry={draft.retry} />
      <form className="invitation-form" noValidate onSubmit={(event) => event.preventDefault()}>
        <PersonFields who="groom" title="Mempelai Pria" data={data} kit={kit} />
        <PersonFields who="bride" title="Mempelai Wanita" data={data} kit={kit} />
        <EventFields data={data} kit={kit} />
        <PhotosSection photos={photos} editable />

        <MusicChoice
          value={data.music}
          disabled={sending}
          onChange={(music) => update((current) => ({ ...current, music }))}
        />

        <section className="card invitation-section" aria-labelledby="invitation-story-title">
          <h2 id="invitation-story-title" className="invitation-section__title">
            Kisah Cinta
          </h2>
          <TextAreaField
            {...freeText('love_story')}
            label="Cerita singkat Anda berdua (opsional)"
            rows={6}
            maxLength={INVITATION_TEXT_LIMITS.love_story}
            counter
            hint="Misalnya awal bertemu, lamaran, hingga hari bahagia. Boleh dikosongkan."
          />
        </section>

        <GiftAccountFields data={data} kit={kit} />

        <section className="card invitation-section" aria-labelledby="invitation-greeting-title">
          <h2 id="invitation-greeting-title" className="invitation-section__title">
            Kata Sambutan
          </h2>
          <TextAreaField
            {...freeText('greeting')}
            label="Kata sambutan atau kutipan (opsional)"
            rows={4}
            maxLength={INVITATION_TEXT_LIMITS.greeting}
            counter
            placeholder="Tanpa mengurangi rasa hormat, kami mengundang Bapak/Ibu/Saudara/i untuk hadir..."
            hint="Kosongkan bila Anda memakai kata sambutan bawaan desain."
          />
          <label className="invitation-check">
            <input
              type="checkbox"
              name="guest_replies"
              checked={data.guest_replies}
              disabled={sending}
              onChange={(event) => {
                const guest_replies = event.target.checked;
                update((current) => ({ ...current, guest_replies }));
              }}
            />
            <span>Tamu dapat mengirim ucapan dan konfirmasi kehadiran</span>
          </label>
        </section>

        <PreviewSection lookup={lookup} data={data} />

        <SendSection
          confirming={confirming}
          sending={sending}
          photosBusy={photos.busy}
          message={message.message}
          unfinished={left > 0 ? INVITATION_PAGE_MESSAGES.unfinished(left) : null}
          onSend={askToSend}
          onConfirm={() => void send()}
          onCancel={() => setConfirming(false)}
        />
      </form>
    </>
  );
}
