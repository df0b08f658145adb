import { badValues, BadValue, valueAt, withValue } from './bad-values';
import { declaredRoutes } from './declared-routes';
import { Answer, refusalProblems, send } from './answers';
import { useSecurityStack } from './harness';
import { changedTables, fingerprint, settledFingerprint } from './stored-data';
import { GUEST_FORM_URL } from '../../src/guests/guest-forms';
import { RouteInput, ROUTE_INPUTS, ROUTES_WITHOUT_INPUT } from './input-cases';

/**
 * Bad input on every route that reads input: malformed JSON, wrong types, missing fields, empty
 * strings, 10,000-character strings, numbers out of range, emoji, null bytes, wrong content types
 * and bodies over the size limit. Each must get a clear 4xx and leave the stored data as it was.
 */
const { shop, tally } = useSecurityStack('bad input');

interface Attempt {
  category: string;
  label: string;
  send: () => Promise<Answer>;
  /** The statuses this attempt may get; any 4xx when omitted. */
  allowed?: number[];
  /** The message the refusal must carry, when one is certain. */
  message?: string;
}

const routeName = (route: RouteInput) => `${route.method} ${route.template}`;

function pathOf(route: RouteInput, params: Record<string, string> = {}): string {
  return route.template.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? route.params?.[name]?.sample ?? 'x'),
  );
}

function request(route: RouteInput, fields: Record<string, unknown>, params?: Record<string, string>) {
  const headers = { ...(route.admin ? shop.admin : {}), ...(route.couple ? shop.couple : {}) };
  let path = pathOf(route, params);
  if (route.transport === 'query') {
    const search = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    if (search.size > 0) path += `?${search}`;
    return send(shop.base, path, { method: route.method, headers });
  }
  if (route.transport === 'form') {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
    for (const [field, file] of Object.entries(route.files ?? {}))
      form.set(field, new Blob([file.bytes], { type: 'image/png' }), file.name);
    return send(shop.base, path, { method: route.method, headers, body: form });
  }
  return send(shop.base, path, { method: route.method, headers, json: fields });
}

function fieldAttempts(route: RouteInput): Attempt[] {
  const attempts: Attempt[] = [];
  for (const [field, rule] of Object.entries(route.fields)) {
    for (const bad of badValues(rule, valueAt(route.sample, field), route.transport)) {
      attempts.push({
        category: bad.category,
        label: `${field}: ${bad.label}`,
        send: () => request(route, withValue(route.sample, field, bad.missing ? undefined : bad.value)),
      });
    }
  }
  for (const [name, { sample, rule }] of Object.entries(route.params ?? {})) {
    for (const bad of badValues(rule, sample, 'path').filter((b: BadValue) => !b.missing)) {
      attempts.push({
        category: bad.category,
        label: `:${name}: ${bad.label}`,
        send: () => request(route, route.sample, { [name]: String(bad.value) }),
        // An address too long for any id is refused by the router itself.
        allowed: String(bad.value).length > 100 ? [400, 404, 414] : undefined,
      });
    }
  }
  return attempts;
}

const MALFORMED_JSON: [string, string][] = [
  ['cut off', '{"a":'],
  ['single quotes', "{'a': 1}"],
  ['a trailing comma', '{"a": 1,}'],
  ['NaN', '{"a": NaN}'],
  ['a raw null byte', '\u0000'],
  ['nested 100,000 deep', '['.repeat(100_000)],
  ['two documents', '{"a":1}{"b":2}'],
  ['comments', '{"a": 1 /* x */}'],
];

/** The gateway's words for a body nested deeper than 64 levels. */
const TOO_DEEP = 'Struktur data JSON terlalu dalam (maksimal 64 tingkat).';

/** Well-formed JSON nested past the limit: refused before any route or service walks it. */
function tooDeep(route: RouteInput): [string, string][] {
  const objects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  const sample = JSON.stringify(route.sample);
  const deepField = `{"a":${objects(5000)}${sample === '{}' ? '}' : `,${sample.slice(1)}`}`;
  return [
    ['65 levels of objects', objects(65)],
    ['5,000 levels of lists', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['5,000 levels of objects in a field beside the sample', deepField],
  ];
}

const WRONG_SHAPES: [string, string][] = [
  ['a list', '[]'],
  ['a string', '"x"'],
  ['a number', '5'],
  ['null', 'null'],
  ['prototype pollution', '{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}}'],
];

function bodyAttempts(route: RouteInput): Attempt[] {
  if (route.method === 'GET' || route.method === 'DELETE') return [];
  const headers = () => ({ ...(route.admin ? shop.admin : {}), ...(route.couple ? shop.couple : {}) });
  const path = pathOf(route);
  const raw = (text: string | Buffer, contentType: string) => () =>
    send(shop.base, path, {
      method: route.method,
      headers: { ...headers(), 'content-type': contentType },
      body: text,
    });
  const attempts: Attempt[] = [];
  // Over the 1 MB limit: refused before it is read whole.
  const oversized = JSON.stringify({ ...route.sample, padding: 'a'.repeat(1_100_000) });
  // Form routes take a JSON body too: every route that reads a body refuses deep nesting.
  for (const [label, text] of tooDeep(route)) {
    attempts.push({
      category: 'JSON nested deeper than 64 levels',
      label,
      send: raw(text, 'application/json'),
      allowed: [400],
      message: TOO_DEEP,
    });
  }
  if (route.transport === 'json') {
    for (const [label, text] of MALFORMED_JSON) {
      attempts.push({
        category: 'malformed JSON',
        label,
        send: raw(text, 'application/json'),
        allowed: [400],
      });
    }
    // A body that may be left out altogether may also be null or empty: only other shapes are bad.
    const allOptional = Object.values(route.fields).every((rule) => 'optional' in rule && rule.optional);
    const shapes =
      Object.keys(route.fields).length === 0 ? [] : allOptional ? WRONG_SHAPES.slice(0, 3) : WRONG_SHAPES;
    for (const [label, text] of shapes) {
      attempts.push({
        category: 'wrong type',
        label: `the body is ${label}`,
        send: raw(text, 'application/json'),
        allowed: [400],
      });
    }
    attempts.push({
      category: 'wrong content type',
      label: 'text/plain',
      send: raw(JSON.stringify(route.sample), 'text/plain'),
      allowed: [415],
    });
    attempts.push({
      category: 'wrong content type',
      label: 'a urlencoded form',
      send: raw('a=1&b=2', 'application/x-www-form-urlencoded'),
      // A guest's RSVP and wish take a form (the page without JavaScript): its fields are checked.
      allowed: GUEST_FORM_URL.test(path) ? [400] : [415],
    });
    attempts.push({
      category: 'body over the size limit',
      label: '1.1 MB of JSON',
      send: raw(oversized, 'application/json'),
      allowed: [413],
    });
  } else {
    attempts.push({
      category: 'wrong type',
      label: 'a JSON body whose fields are objects',
      send: () =>
        send(shop.base, path, {
          method: route.method,
          headers: headers(),
          json: Object.fromEntries(Object.keys(route.sample).map((k) => [k, { $ne: null }])),
        }),
      allowed: [400],
    });
    attempts.push({
      category: 'malformed JSON',
      label: 'a cut-off JSON body',
      send: raw('{"orderId":', 'application/json'),
      allowed: [400],
    });
    attempts.push({
      category: 'body over the size limit',
      label: '1.1 MB of JSON',
      send: raw(oversized, 'application/json'),
      allowed: [413],
    });
  }
  return attempts;
}

describe('every route that reads input', () => {
  it('has its inputs described, so none is left out', () => {
    const described = new Set([...ROUTE_INPUTS.map(routeName), ...ROUTES_WITHOUT_INPUT]);
    const declared = declaredRoutes().map((r) => `${r.method} ${r.template}`);
    expect(declared.filter((r) => !described.has(r))).toEqual([]);
    expect([...described].filter((r) => !declared.includes(r))).toEqual([]);
  });

  it.each(ROUTE_INPUTS.map((route) => [routeName(route), route] as const))(
    '%s refuses every bad input with a clear 4xx and changes nothing',
    async (_name, route) => {
      const attempts = [...fieldAttempts(route), ...bodyAttempts(route)];
      expect(attempts.length).toBeGreaterThan(0);
      const before = await settledFingerprint(shop.stack);
      const failures: string[] = [];
      for (const attempt of attempts) {
        const answer = await attempt.send();
        tally.add(attempt.category);
        for (const problem of refusalProblems(answer, attempt.allowed)) {
          failures.push(`${attempt.category} / ${attempt.label}: ${problem}`);
        }
        if (attempt.message !== undefined && answer.body?.message !== attempt.message)
          failures.push(`${attempt.category} / ${attempt.label}: message ${answer.text.slice(0, 160)}`);
      }
      expect(failures).toEqual([]);
      expect(changedTables(before, await fingerprint(shop.stack))).toEqual([]);
    },
  );
});
