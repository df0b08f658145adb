import type { ChangeEventHandler } from 'react';
import type { GuestGroup, GuestSession } from '@undangan/contracts';
import { SelectField } from '@/shared/ui/SelectField';

/** One option of a select: what is sent, and what the couple reads. */
export interface Choice {
  value: string;
  label: string;
}

/** A labelled select of `choices`, in their order: the filters of the list and the guest's own fields. */
export function ChoiceField({
  id,
  label,
  value,
  choices,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  choices: Choice[];
  onChange: ChangeEventHandler<HTMLSelectElement>;
  error?: string;
}) {
  return (
    <SelectField id={id} label={label} value={value} onChange={onChange} error={error}>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}

/** The list's groups, as choices. */
export const groupChoices = (groups: GuestGroup[]): Choice[] =>
  groups.map((group) => ({ value: group.id, label: group.name }));

/** The list's sessions, as choices; with their time where the couple picks a guest's session. */
export const sessionChoices = (sessions: GuestSession[], withTime: boolean): Choice[] =>
  sessions.map((session) => ({
    value: session.id,
    label: withTime ? `${session.name} (${session.time})` : session.name,
  }));
