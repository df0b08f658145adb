import type { ComponentProps } from 'react';
import { TextField } from '@/shared/ui/TextField';

/** The longest address an email may have; the server refuses a longer one. */
const EMAIL_MAX_LENGTH = 254;

/**
 * An email typed in: the sign-in's own, or the partner's; phones show their email keyboard.
 * `autoComplete` is "email" for the couple's own address, "off" for someone else's.
 */
export function EmailField({
  onChange,
  ...field
}: Pick<ComponentProps<typeof TextField>, 'id' | 'label' | 'value' | 'error' | 'hint' | 'placeholder'> & {
  autoComplete: 'email' | 'off';
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      {...field}
      name="email"
      type="email"
      inputMode="email"
      maxLength={EMAIL_MAX_LENGTH}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
