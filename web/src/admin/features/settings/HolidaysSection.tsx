import { useRef, useState, type FormEvent } from 'react';
import { calendarDayText, HOLIDAY_YEARS, type Holiday } from '@undangan/contracts';
import { ErrorNotice } from '@/admin/components/ErrorNotice';
import { InputField } from '@/admin/components/FormFields';
import { LOAD_FAILED } from '@/admin/lib/load-state';
import { errorStatus, serverMessage } from '@/shared/api/server-message';
import { fieldErrors, firstInvalid, type FieldErrors } from '@/shared/validation/field-errors';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import { LoadingText } from '@/shared/ui/LoadingText';
import { holidayInputSchema, useAddHoliday } from './api/add-holiday';
import { useHolidays } from './api/get-holidays';
import { useRemoveHoliday } from './api/remove-holiday';

type Field = 'day' | 'name';
const FIELDS: readonly Field[] = ['day', 'name'];
const EMPTY = { day: '', name: '' };
const FAILED = 'Terjadi kesalahan. Silakan coba lagi.';

/** The field's error under it, tied to its input. */
function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="field-error" data-testid={id}>
      {text}
    </p>
  ) : null;
}

/**
 * The holidays the admin keeps: no working day when an order's promised date is counted. Added
 * with a day and a name, removed at once with a way back (Urungkan) instead of a confirm box.
 */
export function HolidaysSection() {
  const holidays = useHolidays();
  const add = useAddHoliday();
  const removal = useRemoveHoliday();
  const { message, show, clear } = useMessage();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const dayInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const focus = (field: Field) => (field === 'day' ? dayInput : nameInput).current?.focus();

  const edit = (field: Field) => (value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    // A field already marked is checked again as it is typed, so its error leaves once it is right.
    if (errors[field])
      setErrors((current) => ({ ...current, [field]: fieldErrors<Field>(holidayInputSchema, next)[field] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors<Field>(holidayInputSchema, form);
    setErrors(found);
    const first = firstInvalid(FIELDS, found);
    if (first) {
      clear();
      focus(first);
      return;
    }
    try {
      const added = await add.mutateAsync({ day: form.day, name: form.name.trim() });
      setForm(EMPTY);
      show('success', `${calendarDayText(added.day)} ditambahkan sebagai hari libur: ${added.name}.`);
    } catch (err) {
      // A day already a holiday is the date field's fault: the server's words go under it.
      if (errorStatus(err) === 409) {
        clear();
        setErrors({ day: serverMessage(err) ?? FAILED });
        focus('day');
      } else show('error', serverMessage(err) ?? FAILED);
    }
  };

  const restore = async (holiday: Holiday) => {
    try {
      await add.mutateAsync({ day: holiday.day, name: holiday.name });
      show('success', `${calendarDayText(holiday.day)} kembali menjadi hari libur: ${holiday.name}.`);
    } catch (err) {
      show('error', serverMessage(err) ?? FAILED);
    }
  };

  const remove = async (holiday: Holiday) => {
    try {
      await removal.mutateAsync(holiday.day);
      // The form's day, refused as taken by this holiday, is free now.
      if (form.day === holiday.day) setErrors((current) => ({ ...current, day: undefined }));
      show(
        'success',
        <>
          {calendarDayText(holiday.day)} ({holiday.name}) dihapus dari hari libur.{' '}
          <button type="button" className="admin-link-button" onClick={() => void restore(holiday)}>
            Urungkan
          </button>
        </>,
      );
    } catch (err) {
      show('error', serverMessage(err) ?? FAILED);
    }
  };

  const rows = holidays.data;
  return (
    <section className="admin-panel" aria-labelledby="settings-holidays">
      <h3 id="settings-holidays">Hari Libur</h3>
      <p className="admin-muted">
        Hari libur tidak dihitung sebagai hari kerja saat tanggal selesai pesanan dihitung. Sabtu dan Minggu
        selalu libur, tidak perlu ditambahkan.
      </p>
      <form className="settings-holiday-form" onSubmit={submit} noValidate aria-label="Tambah hari libur">
        <div className="settings-holiday-field">
          <InputField
            id="holiday-day"
            label="Tanggal"
            type="date"
            min={`${HOLIDAY_YEARS.first}-01-01`}
            max={`${HOLIDAY_YEARS.last}-12-31`}
            required
            inputRef={dayInput}
            aria-invalid={errors.day ? true : undefined}
            aria-describedby={errors.day ? 'holiday-day-error' : undefined}
            value={form.day}
            onValue={edit('day')}
          />
          <FieldError id="holiday-day-error" text={errors.day} />
        </div>
        <div className="settings-holiday-field">
          <InputField
            id="holiday-name"
            label="Nama hari libur"
            placeholder="Contoh: Hari Raya Idul Fitri"
            autoComplete="off"
            maxLength={100}
            required
            inputRef={nameInput}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'holiday-name-error' : undefined}
            value={form.name}
            onValue={edit('name')}
          />
          <FieldError id="holiday-name-error" text={errors.name} />
        </div>
        <button type="submit" className="admin-button" disabled={add.isPending}>
          Tambah
        </button>
      </form>
      <InlineMessage message={message} testId="holiday-message" />
      {holidays.failed ? (
        <ErrorNotice>{LOAD_FAILED}</ErrorNotice>
      ) : !rows ? (
        <LoadingText />
      ) : rows.length === 0 ? (
        <p className="admin-muted" data-testid="no-holidays">
          Belum ada hari libur.
        </p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-label="Daftar hari libur">
            <thead>
              <tr>
                <th scope="col">Tanggal</th>
                <th scope="col">Nama</th>
                <th scope="col">
                  <span className="visually-hidden">Aksi</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((holiday) => {
                const text = calendarDayText(holiday.day);
                const removing = removal.isPending && removal.variables === holiday.day;
                return (
                  <tr key={holiday.day} data-testid={`holiday-${holiday.day}`}>
                    <td className="settings-holiday-day">
                      <time dateTime={holiday.day}>{text}</time>
                    </td>
                    <td className="settings-holiday-name">{holiday.name}</td>
                    <td className="admin-actions-cell">
                      <button
                        type="button"
                        className="admin-button small danger"
                        disabled={removing}
                        aria-label={`Hapus hari libur ${text}`}
                        onClick={() => void remove(holiday)}
                      >
                        Hapus
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
