import type { FieldRule, Transport } from './input-cases';

/** A bad value for a field, with the kind of badness it stands for (the tally's category). */
export interface BadValue {
  category:
    | 'wrong type'
    | 'missing field'
    | 'empty string'
    | 'too long (10,000 characters)'
    | 'number out of range'
    | 'unicode and emoji'
    | 'null byte';
  label: string;
  /** undefined: the field is left out. */
  value: unknown;
  missing?: boolean;
}

const LONG = 'a'.repeat(10_000);
const EMOJI = '💍👰🏽‍♀️';

/**
 * Every value the field's rule refuses, as JSON values; for forms, queries and paths only the
 * ones that can be written as text. `sample` is the field's good value (null bytes are hidden in it).
 */
export function badValues(rule: FieldRule, sample: unknown, transport: Transport): BadValue[] {
  const values: BadValue[] = [];
  const add = (category: BadValue['category'], label: string, value: unknown) =>
    values.push({ category, label, value });
  const optional = 'optional' in rule && rule.optional;
  const nullable = 'nullable' in rule && rule.nullable;
  const emptyOk = 'emptyOk' in rule && rule.emptyOk;
  const asText = typeof sample === 'string' ? sample : String(sample ?? 'x');

  if (!optional && transport !== 'path')
    values.push({ category: 'missing field', label: 'left out', value: undefined, missing: true });

  switch (rule.kind) {
    case 'text':
    case 'token':
    case 'secret': {
      const max = rule.max;
      if (transport === 'json') {
        add('wrong type', 'a number', 12345);
        add('wrong type', 'an object', { $gt: '' });
        add('wrong type', 'a list', [asText, asText]);
        add('wrong type', 'true', true);
        if (!nullable) add('wrong type', 'null', null);
      }
      if (!emptyOk) {
        add('empty string', 'empty', '');
        if (rule.kind !== 'secret') add('empty string', 'blank', '   ');
      }
      if (rule.kind === 'secret' && rule.min > 1) add('empty string', 'too short', 'x'.repeat(rule.min - 1));
      if (max + 1 < 10_000) add('too long (10,000 characters)', `${max + 1} characters`, 'a'.repeat(max + 1));
      add('too long (10,000 characters)', '10,000 characters', LONG);
      if (rule.kind !== 'secret')
        add('null byte', 'a null byte inside', `${asText.slice(0, 3)}\u0000${asText.slice(3)}`);
      // Only JSON can carry half a surrogate pair (as an escape); it is no character at all.
      if (transport === 'json' && rule.kind !== 'secret')
        add('unicode and emoji', 'a lone surrogate', `${asText.slice(0, 3)}\ud800${asText.slice(3)}`);
      if (rule.kind === 'token') {
        add('unicode and emoji', 'emoji', EMOJI);
        add('unicode and emoji', 'emoji inside', `${asText.slice(0, 3)}${EMOJI}`);
        add('unicode and emoji', 'right-to-left override', `${asText}\u202e`);
        add('unicode and emoji', 'spaces inside', `${asText.slice(0, 3)} ${asText.slice(3)} x`);
      }
      break;
    }
    case 'int': {
      if (rule.min >= 0) add('number out of range', 'negative', -1);
      if (rule.min > 0 && rule.min - 1 !== -1) add('number out of range', 'below the minimum', rule.min - 1);
      add('number out of range', 'fractional', 1.5);
      add('number out of range', 'huge (1e308)', 1e308);
      if (rule.max < Number.MAX_SAFE_INTEGER) add('number out of range', 'above the maximum', rule.max + 1);
      add('number out of range', 'beyond safe integers', '99999999999999999999999');
      add('number out of range', 'exponent notation', '1e3');
      add('wrong type', 'letters', 'sepuluh');
      add('unicode and emoji', 'Arabic-Indic digits', '١٢');
      add('unicode and emoji', 'emoji', EMOJI);
      add('null byte', 'a null byte after the digits', '1\u0000');
      if (transport === 'json') {
        add('wrong type', 'an object', { value: 1 });
        add('wrong type', 'a list', [1]);
        add('wrong type', 'true', true);
        if (!nullable) add('wrong type', 'null', null);
        add('empty string', 'empty', '');
      } else if (!optional) add('empty string', 'empty', '');
      break;
    }
    case 'choice':
      add('wrong type', 'not one of the choices', 'bukan-pilihan');
      add('unicode and emoji', 'emoji', EMOJI);
      add('too long (10,000 characters)', '10,000 characters', LONG);
      add('null byte', 'a null byte inside', `${asText}\u0000`);
      if (!optional || transport === 'json') add('empty string', 'empty', '');
      if (transport === 'json') {
        add('wrong type', 'a number', 1);
        add('wrong type', 'an object', {});
        add('wrong type', 'null', null);
      }
      break;
    case 'bool':
      if (transport === 'json') {
        add('wrong type', 'the text "true"', 'true');
        add('wrong type', 'a number', 1);
        add('wrong type', 'an object', {});
      }
      break;
    case 'date':
      add('wrong type', 'not a date', 'kemarin');
      add('number out of range', 'month 13', '2026-13-45');
      add('too long (10,000 characters)', '10,000 characters', LONG);
      add('null byte', 'a null byte inside', '2026-01-01\u0000');
      if (transport === 'json') add('wrong type', 'a number', 1_700_000_000_000);
      break;
    case 'list':
      if (transport === 'json') {
        add('wrong type', 'an object', { 0: 'x' });
        add('wrong type', 'text', 'x');
        add('wrong type', 'a number', 1);
        add('wrong type', 'null', null);
        add('wrong type', 'a list of numbers', [1, 2]);
        add(
          'too long (10,000 characters)',
          '10,000 items',
          Array.from({ length: 10_000 }, () => ({})),
        );
        if (rule.minItems > 0) add('empty string', 'an empty list', []);
      } else {
        // A form carries the list as JSON text.
        add('wrong type', 'text that is not JSON', 'bukan json');
        add('wrong type', 'a JSON object', '{"packageId":3}');
        add('wrong type', 'a list of numbers', '[1,2]');
        add('wrong type', 'a list with wrong types', '[{"packageId":"tiga","quantity":"satu"}]');
        add('empty string', 'empty', '');
        if (rule.minItems > 0) add('empty string', 'an empty list', '[]');
        add('too long (10,000 characters)', '10,000 characters', LONG);
        add('null byte', 'a null byte inside', '[\u0000]');
      }
      break;
    case 'object':
      add('wrong type', 'text', 'x');
      add('wrong type', 'a list', []);
      add('wrong type', 'a number', 1);
      add('wrong type', 'null', null);
      break;
  }
  // Forms, queries and paths carry text only.
  return transport === 'json'
    ? values
    : values
        .filter((v) => v.missing || typeof v.value === 'string' || typeof v.value === 'number')
        .map((v) => (typeof v.value === 'number' ? { ...v, value: String(v.value) } : v));
}

/** Sets (or, for undefined, removes) the value at a dotted path of a copy of `input`. */
export function withValue(
  input: Record<string, unknown>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  const copy = structuredClone(input);
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = keys[keys.length - 1];
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

/** The value at a dotted path. */
export function valueAt(input: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], input);
}
