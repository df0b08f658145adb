import {
  EVENT_KIND_NAMES,
  EVENT_KINDS,
  INVITATION_LIMITS,
  TIME_ZONES,
  type InvitationDraft,
  type InvitationEvent,
  INVITATION_TEXT_LIMITS,
} from '@undangan/contracts';
import { SelectField } from '@/shared/ui/SelectField';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import { TextField } from '@/shared/ui/TextField';
import {
  addEvent,
  fieldId,
  removeEvent,
  withEvent,
} from '@/storefront/features/invitation-data/invitation-form';
import { TIME_ZONE_NAMES } from '@/storefront/features/invitation-data/invitation-words';
import type { FormKit } from './form-kit';

const UNTIL_DONE = 'selesai';

/** A clock typed '08.00' (as the server allows) as a time input shows it: '08:00'. */
const clockValue = (text: string) => text.replace('.', ':');

/** The events of the wedding, one to four: what, when (with its time zone) and where. */
export function EventFields({ data, kit }: { data: InvitationDraft; kit: FormKit }) {
  const count = data.events.length;
  return (
    <section className="card invitation-section" aria-labelledby="invitation-events-title">
      <h2 id="invitation-events-title" className="invitation-section__title">
        Acara
      </h2>
      <p className="invitation-section__lead">
        Isi setiap acara yang dicantumkan di undangan, misalnya akad nikah dan resepsi (paling banyak{' '}
        {INVITATION_LIMITS.events} acara).
      </p>
      {data.events.map((event, index) => (
        <EventRow key={index} event={event} index={index} kit={kit} removable={count > 1 && !kit.disabled} />
      ))}
      {count < INVITATION_LIMITS.events && !kit.disabled && (
        <button
          type="button"
          className="button button--outline button--small invitation-add"
          onClick={() => kit.update(addEvent)}
        >
          + Tambah Acara
        </button>
      )}
    </section>
  );
}

function EventRow({
  event,
  index,
  kit,
  removable,
}: {
  event: InvitationEvent;
  index: number;
  kit: FormKit;
  removable: boolean;
}) {
  const path = (field: keyof InvitationEvent) => `events.${index}.${field}`;
  const change = (value: Partial<InvitationEvent>) =>
    kit.update((current) => withEvent(current, index, value));
  const untilDone = event.end_time.trim().toLowerCase() === UNTIL_DONE;
  const common = (field: keyof InvitationEvent) => ({
    id: fieldId(path(field)),
    name: path(field),
    disabled: kit.disabled,
    onBlur: () => kit.touch(path(field)),
    error: kit.issues[path(field)],
  });
  const kindName = event.kind ? EVENT_KIND_NAMES[event.kind] : null;

  return (
    <fieldset className="invitation-row" data-testid={`event-${index}`}>
      <legend className="invitation-row__legend">
        Acara {index + 1}
        {kindName && event.kind !== 'lainnya' ? `: ${kindName}` : ''}
        {event.kind === 'lainnya' && event.title ? `: ${event.title}` : ''}
      </legend>
      <SelectField
        {...common('kind')}
        // "Isi minimal satu acara" belongs to the events as a whole: shown on the first one.
        error={kit.issues[path('kind')] ?? (index === 0 ? kit.issues.events : undefined)}
        label="Jenis acara"
        value={event.kind}
        onChange={(e) => change({ kind: e.target.value as InvitationEvent['kind'] })}
      >
        <option value="">Pilih jenis acara</option>
        {EVENT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {EVENT_KIND_NAMES[kind]}
          </option>
        ))}
      </SelectField>
      {event.kind === 'lainnya' && (
        <TextField
          {...common('title')}
          label="Nama acara"
          maxLength={INVITATION_TEXT_LIMITS.title}
          placeholder="Ngunduh Mantu"
          value={event.title}
          onChange={(e) => change({ title: e.target.value })}
        />
      )}
      <TextField
        {...common('date')}
        label="Tanggal"
        type="date"
        value={event.date}
        onChange={(e) => change({ date: e.target.value })}
      />
      <div className="invitation-pair">
        <TextField
          {...common('time')}
          label="Jam mulai"
          type="time"
          value={clockValue(event.time)}
          onChange={(e) => change({ time: e.target.value })}
        />
        <div className="invitation-end">
          <TextField
            {...common('end_time')}
            label="Jam selesai"
            type="time"
            value={untilDone ? '' : clockValue(event.end_time)}
            disabled={kit.disabled || untilDone}
            onChange={(e) => change({ end_time: e.target.value })}
          />
        </div>
      </div>
      <label className="invitation-check invitation-check--compact">
        <input
          type="checkbox"
          checked={untilDone}
          disabled={kit.disabled}
          onChange={(e) => change({ end_time: e.target.checked ? UNTIL_DONE : '' })}
        />
        <span>Tanpa jam selesai (tertulis &ldquo;sampai selesai&rdquo;)</span>
      </label>
      <SelectField
        {...common('time_zone')}
        label="Zona waktu"
        value={event.time_zone}
        onChange={(e) => change({ time_zone: e.target.value as InvitationEvent['time_zone'] })}
      >
        <option value="">Pilih zona waktu</option>
        {TIME_ZONES.map((zone) => (
          <option key={zone} value={zone}>
            {TIME_ZONE_NAMES[zone]}
          </option>
        ))}
      </SelectField>
      <TextField
        {...common('venue')}
        label="Nama tempat"
        maxLength={INVITATION_TEXT_LIMITS.venue}
        placeholder="Gedung Serbaguna Melati"
        value={event.venue}
        onChange={(e) => change({ venue: e.target.value })}
      />
      <TextAreaField
        {...common('address')}
        label="Alamat"
        rows={2}
        maxLength={INVITATION_TEXT_LIMITS.address}
        placeholder="Jl. Merdeka No. 1, Bandung"
        value={event.address}
        onChange={(e) => change({ address: e.target.value })}
      />
      <TextField
        {...common('map_url')}
        label="Tautan Google Maps (opsional)"
        type="url"
        inputMode="url"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={INVITATION_TEXT_LIMITS.map_url}
        placeholder="https://maps.app.goo.gl/..."
        hint="Buka lokasi di Google Maps, ketuk Bagikan, lalu salin tautannya ke sini."
        value={event.map_url}
        onChange={(e) => change({ map_url: e.target.value })}
      />
      {removable && (
        <button
          type="button"
          className="button button--small button--outline invitation-remove"
          onClick={() => kit.update((current) => removeEvent(current, index))}
        >
          Hapus Acara {index + 1}
        </button>
      )}
    </fieldset>
  );
}
