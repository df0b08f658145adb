import { z } from 'zod';
import { MESSAGES } from './errors';

// In a browser the schemas run without compiling parsers: the shop's Content-Security-Policy
// refuses eval, and zod's probe for it (a `new Function` it catches) is reported as a violation of
// the policy all the same. The schemas the web apps parse with are built with this module's
// helpers, so the setting is made before any of them parses. The services keep zod's compiled
// parsers.
if ('document' in globalThis) z.config({ jitless: true });

export type Validated<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };

/**
 * Runs a schema; on failure gives the first issue's message (Indonesian, written in the schema).
 * An issue the schema names no message for (the input is not even an object, say) gets the
 * general one instead of the library's English.
 */
export function validate<T>(schema: z.ZodType<T>, input: unknown): Validated<T> {
  const result = schema.safeParse(input, { error: () => MESSAGES.invalidInput });
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  return { ok: false, message: issue?.message ?? MESSAGES.invalidInput, field };
}

// Control characters (NUL and friends) have no place in a name or a note; tabs and newlines do.
// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/**
 * Half of a UTF-16 surrogate pair on its own: no character at all. JSON carries it as an escape
 * that PostgreSQL's jsonb refuses, so it would fail the write of an event or a JSON column.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Invisible characters that reorder or hide text (bidirectional overrides, zero-width spaces):
 * in an address they make a link read as something it is not.
 */
export const INVISIBLE_FORMATTING = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

/** A trimmed single-line text of 1..max characters without control characters. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} wajib diisi.` })
    .trim()
    .min(1, { error: `${label} wajib diisi.` })
    .max(max, { error: `${label} maksimal ${max} karakter.` })
    .regex(NO_CONTROL_CHARS, { error: `${label} mengandung karakter yang tidak diizinkan.` })
    .refine((v) => !LONE_SURROGATE.test(v), { error: `${label} mengandung karakter yang tidak diizinkan.` });
}

export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} harus berupa teks.` })
    .trim()
    .max(max, { error: `${label} maksimal ${max} karakter.` })
    .regex(NO_CONTROL_CHARS, { error: `${label} mengandung karakter yang tidak diizinkan.` })
    .refine((v) => !LONE_SURROGATE.test(v), { error: `${label} mengandung karakter yang tidak diizinkan.` });
}

/** A whole number in [min, max], given as a JSON number or a string of digits (form fields). */
export function wholeNumber(label: string, min: number, max: number) {
  const notWhole = { error: `${label} harus berupa angka bulat.` };
  return z
    .union(
      [
        z.number(notWhole),
        z
          .string(notWhole)
          .trim()
          .regex(/^-?\d{1,16}$/, notWhole),
      ],
      notWhole,
    )
    .transform((v) => (typeof v === 'string' ? Number(v) : v))
    .pipe(
      z
        .number()
        .int({ error: `${label} harus berupa angka bulat.` })
        .min(min, { error: `${label} minimal ${min}.` })
        .max(max, { error: `${label} maksimal ${max}.` }),
    );
}

/** A text an answer may leave empty as null. */
export const nullableText = z.string().nullable();
