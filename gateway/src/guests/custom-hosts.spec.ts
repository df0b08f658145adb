import { CustomHostCache, customHostRoute, pagePathFor, requestedHost } from './custom-hosts';

describe('requestedHost', () => {
  it('reads a Host header as a recorded domain is written', () => {
    expect(requestedHost('Rina-Dan-Bayu.COM')).toBe('rina-dan-bayu.com');
    expect(requestedHost('rina-dan-bayu.com:443')).toBe('rina-dan-bayu.com');
    expect(requestedHost('rina-dan-bayu.com.')).toBe('rina-dan-bayu.com');
  });

  it('never asks about a host no couple can have: loopback, addresses, bare names', () => {
    for (const header of [
      undefined,
      '',
      'localhost:8080',
      '127.0.0.1:8080',
      '10.244.1.7:3000',
      '[::1]:8080',
      'web',
      'gateway:3000',
    ])
      expect(requestedHost(header)).toBeUndefined();
    expect(requestedHost(`${'a'.repeat(300)}.com`)).toBeUndefined();
  });
});

describe("what a couple's domain serves", () => {
  const route = (method: string, path: string) => customHostRoute(method, path, 'rina-bayu');

  it('their page at /, their own guest routes and the files the page loads', () => {
    expect(route('GET', '/')).toBe('page');
    expect(route('HEAD', '/')).toBe('page');
    expect(route('POST', '/api/undangan/rina-bayu/rsvp')).toBe('pass');
    expect(route('POST', '/api/undangan/rina-bayu/ucapan')).toBe('pass');
    expect(route('GET', '/api/undangan/rina-bayu/kalender.ics')).toBe('pass');
    expect(route('GET', '/design-images/3f2a.png')).toBe('pass');
    expect(route('GET', '/generated/designs/rustic-garden.svg')).toBe('pass');
    // A listed guest's own link: exactly a token's twelve letters and digits.
    expect(route('GET', '/Ab3dEf6hIj9K')).toBe('guest');
    expect(route('HEAD', '/Ab3dEf6hIj9K')).toBe('guest');
    expect(route('POST', '/Ab3dEf6hIj9K')).toBe('none');
    expect(route('GET', '/Ab3dEf6hIj9')).toBe('home');
    expect(route('GET', '/Ab3dEf6hIj9K/x')).toBe('home');
    // The couple's photos on their page.
    expect(route('GET', '/foto-undangan/3f2a0c1e-6b7d-4e8f-9a0b-1c2d3e4f5a6b.webp')).toBe('pass');
  });

  it("nothing of the shop: its pages go back to /, its API and other invitations' routes are not found", () => {
    for (const path of [
      '/admin',
      '/admin/login',
      '/admin/order',
      '/checkout',
      '/rina-bayu',
      '/contoh',
      '/x/y',
    ])
      expect({ path, route: route('GET', path) }).toEqual({ path, route: 'home' });
    for (const [method, path] of [
      ['GET', '/api/designs/all'],
      ['POST', '/admin/login'],
      ['GET', '/api/admin/orders'],
      ['POST', '/api/orders/create-transaction'],
      ['POST', '/api/undangan/orang-lain/rsvp'],
      ['POST', '/api/undangan/rina-bayu'],
      ['GET', '/api/undangan/rina-bayu/../../admin/orders'],
      ['GET', '/api/undangan/rina-bayu-lain/kalender.ics'],
      ['POST', '/'],
      ['POST', '/design-images/x.png'],
    ])
      expect({ method, path, route: route(method, path) }).toEqual({ method, path, route: 'none' });
  });
});

describe('CustomHostCache', () => {
  let now = 0;
  const asked: string[] = [];
  let domains: Record<string, string | null> = {};
  let failing = false;
  const cache = () =>
    new CustomHostCache(
      async (host) => {
        asked.push(host);
        await Promise.resolve();
        if (failing) throw new Error('away');
        return domains[host] ?? null;
      },
      30_000,
      () => now,
    );

  beforeEach(() => {
    now = 0;
    asked.length = 0;
    domains = { 'rina.com': 'rina-bayu' };
    failing = false;
  });

  it('asks once for a burst of guests, then answers from memory', async () => {
    const hosts = cache();
    const burst = Array.from({ length: 300 }, () => hosts.clientIdOf('rina.com'));
    expect(await Promise.all(burst)).toEqual(Array(300).fill('rina-bayu'));
    expect(hosts.clientIdOf('rina.com')).toBe('rina-bayu');
    expect(asked).toEqual(['rina.com']);
  });

  it('stops opening a removed domain within its life, and a changed one opens its new page', async () => {
    const hosts = cache();
    await hosts.clientIdOf('rina.com');
    domains = { 'rina.com': null };
    now = 29_999;
    expect(hosts.clientIdOf('rina.com')).toBe('rina-bayu');
    now = 30_000;
    expect(await hosts.clientIdOf('rina.com')).toBeNull();

    domains = { 'rina.com': 'rina-bayu-2' };
    hosts.forget('rina.com');
    expect(await hosts.clientIdOf('rina.com')).toBe('rina-bayu-2');
  });

  it("answers the shop's hosts at once after their first request, asking again behind them", async () => {
    const hosts = cache();
    expect(await hosts.clientIdOf('undangan.id')).toBeNull();
    now = 60_000;
    expect(hosts.clientIdOf('undangan.id')).toBeNull();
    expect(asked).toEqual(['undangan.id', 'undangan.id']);
    // A domain recorded meanwhile opens its page from the next request on.
    domains['undangan-baru.id'] = 'baru';
    expect(await hosts.clientIdOf('undangan-baru.id')).toBe('baru');
  });

  it('takes a failed look-up as no domain for a new host, keeps a known page, and asks again soon', async () => {
    const hosts = cache();
    await hosts.clientIdOf('rina.com');
    failing = true;
    now = 30_000;
    expect(await hosts.clientIdOf('rina.com')).toBe('rina-bayu');
    expect(await hosts.clientIdOf('baru.com')).toBeNull();
    failing = false;
    domains['baru.com'] = 'baru';
    now = 34_999;
    expect(hosts.clientIdOf('rina.com')).toBe('rina-bayu');
    now = 35_000;
    hosts.clientIdOf('baru.com');
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(hosts.clientIdOf('baru.com')).toBe('baru');
  });
});

describe('pagePathFor', () => {
  it("is the shop's /{client_id} for a request that came on no couple's domain", () => {
    expect(pagePathFor({}, 'rina-bayu')).toBe('/rina-bayu');
  });

  it("is a listed guest's own page when their form was sent", () => {
    expect(pagePathFor({}, 'rina-bayu', 'Ab3dEf6hIj9K')).toBe('/rina-bayu/Ab3dEf6hIj9K');
  });
});
