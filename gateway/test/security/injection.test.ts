import { CHROMIUM_ARGS, CHROMIUM_PATH, STEP_MS } from '../../../infra/stack/src/chromium';
import { connect } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { Answer, headerProblems, refusalProblems, send, sendRaw } from './answers';
import { useSecurityStack } from './harness';
import { CART, CUSTOMER, payAtSimulator, PNG_1X1 } from './shop-fixtures';
import { query, watchTables } from './stored-data';
import { ROUTE_INPUTS } from './input-cases';

/**
 * Injection: SQL metacharacters in every id and search field, markup stored as text and shown as
 * text by both apps, path traversal in ids, paths and file names, and CR/LF in anything that
 * could end up in a header or a link.
 */
let browser: Browser;

const { shop, tally } = useSecurityStack('injection');

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 180_000);

afterAll(async () => {
  await browser?.close();
}, 60_000);

const SQL_PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE payments; --",
  '" OR ""="',
  "1' AND pg_sleep(3) IS NULL --",
  '1; SELECT pg_sleep(3); --',
  "' UNION SELECT username, password_hash FROM admin_users --",
  "\\'; DELETE FROM referral_codes; --",
  '$1::text',
  "%' OR order_id ILIKE '%",
];
/** LIKE wildcards: plain characters in an id, but in a search they must not match everything. */
const WILDCARDS = ['%', '_', '\\'];

describe('SQL metacharacters', () => {
  let paidOrder: string;

  beforeAll(async () => {
    // One payment to search for, so a pattern that matched everything would show.
    const created = await send(shop.base, '/api/orders/create-transaction', {
      method: 'POST',
      json: { cartItems: CART, customerDetails: CUSTOMER },
    });
    expect(created.status).toBe(200);
    paidOrder = created.body.order_id;
  });

  it('in every id field of every route: refused or not found, never run, never slow', async () => {
    const tables = await watchTables(shop.stack);
    const failures: string[] = [];
    let cases = 0;
    for (const route of ROUTE_INPUTS) {
      const headers = route.admin ? shop.admin : {};
      const tokenFields = Object.entries(route.fields).filter(([, rule]) => rule.kind === 'token');
      for (const payload of SQL_PAYLOADS) {
        const attempts: [string, () => Promise<Answer>][] = [];
        for (const [name, { sample }] of Object.entries(route.params ?? {})) {
          const path = route.template
            .replace(`:${name}`, encodeURIComponent(payload))
            .replace(/:\w+/g, sample);
          attempts.push([
            `:${name}`,
            () =>
              send(shop.base, path, {
                method: route.method,
                headers,
                json: route.transport === 'json' ? route.sample : undefined,
              }),
          ]);
        }
        const path = route.template.replace(/:(\w+)/g, (_, p: string) => route.params?.[p]?.sample ?? 'x');
        for (const [field] of tokenFields) {
          const fields = { ...route.sample, [field]: payload };
          if (route.transport === 'query') {
            const search = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
            attempts.push([
              field,
              () => send(shop.base, `${path}?${search}`, { method: route.method, headers }),
            ]);
          } else if (route.transport === 'form') {
            const form = new FormData();
            for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
            for (const [f, file] of Object.entries(route.files ?? {}))
              form.set(f, new Blob([file.bytes], { type: 'image/png' }), file.name);
            attempts.push([
              field,
              () => send(shop.base, path, { method: route.method, headers, body: form }),
            ]);
          } else {
            attempts.push([
              field,
              () => send(shop.base, path, { method: route.method, headers, json: fields }),
            ]);
          }
        }
        for (const [field, attempt] of attempts) {
          const answer = await attempt();
          cases++;
          const where = `${route.method} ${route.template} ${field} = ${payload}`;
          if (answer.ms > 2500) failures.push(`${where}: took ${answer.ms} ms`);
          // A search may answer (nothing found); a write never succeeds with these.
          if (route.method === 'GET' && answer.status === 200) continue;
          for (const problem of refusalProblems(answer)) failures.push(`${where}: ${problem}`);
        }
      }
    }
    tally.add('SQL metacharacters in id fields', cases);
    expect(cases).toBeGreaterThan(300);
    expect(failures).toEqual([]);
    expect(await tables.changed()).toEqual([]);
    const [{ n }] = await query(shop.stack, 'ordering', 'SELECT count(*)::int AS n FROM payments');
    expect(n).toBeGreaterThan(0);
  });

  it('in every admin search: the text is searched for, not run, and % or _ match only themselves', async () => {
    const failures: string[] = [];
    for (const filter of ['order_id', 'customer_name', 'customer_phone']) {
      // The control: a real search finds the payment.
      const known = filter === 'order_id' ? paidOrder : filter === 'customer_name' ? 'Dewi' : '0812987';
      const found = await send(
        shop.base,
        `/api/admin/transactions/payments?filter=${filter}&query=${encodeURIComponent(known)}`,
        { headers: shop.admin },
      );
      expect(found.status).toBe(200);
      expect(found.body.data.map((r: { order_id: string }) => r.order_id)).toContain(paidOrder);
      for (const payload of [...SQL_PAYLOADS, ...WILDCARDS]) {
        for (const route of ['payments', 'export.csv']) {
          const answer = await send(
            shop.base,
            `/api/admin/transactions/${route}?filter=${filter}&query=${encodeURIComponent(payload)}`,
            { headers: shop.admin },
          );
          tally.add('SQL metacharacters in searches');
          const where = `${route} ${filter} = ${payload}`;
          if (answer.status !== 200) failures.push(`${where}: ${answer.status} ${answer.text.slice(0, 120)}`);
          else if (answer.ms > 2500) failures.push(`${where}: took ${answer.ms} ms`);
          else if (route === 'payments' && answer.body.data.length > 0)
            failures.push(`${where}: matched ${answer.body.data.length} payments`);
          else if (route === 'export.csv' && answer.text.includes(paidOrder))
            failures.push(`${where}: exported the payment`);
        }
      }
    }
    expect(failures).toEqual([]);
    const tables = await query(
      shop.stack,
      'ordering',
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('payments', 'referral_codes')",
    );
    expect(tables[0].n).toBe(2);
  });
});

/** Markup that would run if any page put it into the document as HTML. */
const MARKUP = {
  packageName: `<img src=x onerror="window.__xss='package'">Paket <b>Tebal</b>`,
  feature: `<script>window.__xss='feature'</script>Fitur`,
  addonTitle: `<svg onload="window.__xss='addon'"></svg>Add-on`,
  addonDescription: `"><img src=x onerror="window.__xss='description'">`,
  designName: `<iframe src="javascript:window.__xss='design'"></iframe>Desain`,
  customerName: `<script>window.__xss='customer'</script>Dewi`,
  notes: `<img src=x onerror="window.__xss='notes'">catatan & "kutipan"`,
  unicode: 'Sari 💍 & Dimas 👰🏽‍♀️ ‏العربية‏ e\u0301 ✓',
};

describe('markup and unicode are stored as text and shown as text', () => {
  let markupOrder: string;

  it('keeps every character of what is stored', async () => {
    const admin = shop.admin;
    const created = [
      await send(shop.base, '/api/admin/database/packages', {
        method: 'POST',
        headers: admin,
        json: {
          id: 801,
          name: MARKUP.packageName,
          price: 123000,
          feature: `${MARKUP.feature}, ${MARKUP.unicode}`,
        },
      }),
      await send(shop.base, '/api/admin/database/addons', {
        method: 'POST',
        headers: admin,
        json: { id: 801, title: MARKUP.addonTitle, description: MARKUP.addonDescription, price: 1000 },
      }),
    ];
    const design = new FormData();
    for (const [k, v] of Object.entries({
      id: 'desain-markup',
      name: MARKUP.designName,
      package_id: 'Premium',
      package_allowed: '3,801',
      category: 'wedding',
      template_url: '/generated/templates/basic-dusty-blue.html',
    }))
      design.set(k, v);
    design.set('image', new Blob([PNG_1X1], { type: 'image/png' }), 'desain.png');
    created.push(
      await send(shop.base, '/api/admin/database/designs', { method: 'POST', headers: admin, body: design }),
    );
    expect(created.map((c) => c.status)).toEqual([201, 201, 201]);
    tally.add('markup stored as text', 6);

    const packages = (await send(shop.base, '/api/details/data')).body as {
      id: number;
      name: string;
      features: string[];
    }[];
    const pkg = packages.find((p) => p.id === 801);
    expect(pkg?.name).toBe(MARKUP.packageName);
    expect(pkg?.features).toEqual([MARKUP.feature, MARKUP.unicode]);
    const addons = (await send(shop.base, '/api/addons')).body as {
      id: number;
      title: string;
      description: string;
    }[];
    expect(addons.find((a) => a.id === 801)).toMatchObject({
      title: MARKUP.addonTitle,
      description: MARKUP.addonDescription,
    });
    const designs = (await send(shop.base, '/api/designs/all')).body as { id: string; name: string }[];
    expect(designs.find((d) => d.id === 'desain-markup')?.name).toBe(MARKUP.designName);

    const payment = await send(shop.base, '/api/orders/create-transaction', {
      method: 'POST',
      json: { cartItems: CART, customerDetails: { ...CUSTOMER, name: MARKUP.customerName } },
    });
    expect(payment.status).toBe(200);
    markupOrder = payment.body.order_id;
    const [row] = await query(
      shop.stack,
      'ordering',
      'SELECT customer_name FROM payments WHERE order_id = $1',
      [markupOrder],
    );
    expect(row.customer_name).toBe(MARKUP.customerName);
    tally.add('markup stored as text');

    // Paid, so its fulfilment order exists for the admin to annotate.
    const order = await payAtSimulator(shop, markupOrder);
    const noted = await send(shop.base, `/api/admin/orders/${order.id}`, {
      method: 'PUT',
      headers: shop.admin,
      json: { status: 'in_progress', admin_notes: MARKUP.notes, client_id: 'klien-markup', client_url: '' },
    });
    expect(noted.status).toBe(200);
    expect(noted.body.order.admin_notes).toBe(MARKUP.notes);
    tally.add('markup stored as text');
  });

  it('refuses script addresses where a link or a frame is made from input', async () => {
    const failures: string[] = [];
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example/x',
      // A browser reads a backslash as a slash: another site, as `//evil.example` is.
      '/\\evil.example/x',
      'https://evil.example/"><script>x</script>',
    ]) {
      const design = new FormData();
      for (const [k, v] of Object.entries({
        id: 'desain-url',
        name: 'Desain',
        package_id: 'Basic',
        package_allowed: '2',
        category: 'wedding',
        template_url: url,
      }))
        design.set(k, v);
      const answers = [
        await send(shop.base, '/api/admin/database/designs', {
          method: 'POST',
          headers: shop.admin,
          body: design,
        }),
        await send(shop.base, '/api/admin/orders/1', {
          method: 'PUT',
          headers: shop.admin,
          json: { status: 'pending', admin_notes: '', client_id: 'klien-url', client_url: url },
        }),
      ];
      tally.add('script addresses', answers.length);
      for (const answer of answers) {
        const problems = url.startsWith('//') && answer.status === 404 ? [] : refusalProblems(answer, [400]);
        failures.push(...problems.map((p) => `${url}: ${p}`));
      }
    }
    expect(failures).toEqual([]);
  });

  it('shows the markup as text on the storefront and in the admin app, running none of it', async () => {
    // Wide enough that the orders table shows its Admin Notes column (narrower, they are in the drawer).
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    context.setDefaultTimeout(STEP_MS);
    await context.addInitScript((token: string) => {
      if (location.pathname.startsWith('/admin')) localStorage.setItem('adminToken', token);
    }, shop.adminToken);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const shows = async (target: Page, path: string, texts: string[]) => {
      await target.goto(`${shop.base}${path}`);
      for (const text of texts) await target.getByText(text, { exact: false }).first().waitFor();
      const state = await target.evaluate(() => ({
        xss: (window as unknown as { __xss?: string }).__xss,
        injected: document.querySelectorAll('img[src="x"], iframe[src^="javascript"], svg[onload]').length,
        body: document.body.innerText,
      }));
      tally.add('markup shown as text', texts.length);
      return state;
    };
    try {
      const details = await shows(page, '/details', ['Paket <b>Tebal</b>', '<svg onload=']);
      expect(details.xss).toBeUndefined();
      expect(details.injected).toBe(0);
      for (const text of [MARKUP.packageName, MARKUP.feature, MARKUP.addonTitle, MARKUP.unicode])
        expect(details.body).toContain(text);

      const admin = await shows(page, '/admin/transactions', [MARKUP.customerName]);
      expect(admin.xss).toBeUndefined();
      expect(admin.injected).toBe(0);
      expect(admin.body).toContain(MARKUP.customerName);

      const orders = await shows(page, '/admin/order', [MARKUP.notes]);
      expect(orders.xss).toBeUndefined();
      expect(orders.injected).toBe(0);
      expect(orders.body).toContain(MARKUP.notes);
      expect(dialogs).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps a spreadsheet from running a formula from a customer name', async () => {
    // An Indonesian-locale spreadsheet splits on `;`, so the formula may hide after one.
    const formula = 'Budi;=HYPERLINK("http://evil.example","klik")';
    const created = await send(shop.base, '/api/orders/create-transaction', {
      method: 'POST',
      json: { cartItems: CART, customerDetails: { ...CUSTOMER, name: formula } },
    });
    expect(created.status).toBe(200);
    const csv = await send(
      shop.base,
      `/api/admin/transactions/export.csv?filter=order_id&query=${created.body.order_id}`,
      { headers: shop.admin },
    );
    tally.add('formula in an export');
    expect(csv.status).toBe(200);
    const line = csv.text.split(/\r\n/)[1];
    expect(line).toContain('HYPERLINK');
    for (const piece of line.split(/[,;]/)) expect(piece).not.toMatch(/^[ "]*[=+\-@\t]/);
  });
});

describe('path traversal', () => {
  const TRAVERSALS = [
    '/design-images/../../../../etc/passwd',
    '/design-images/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/design-images/%2e%2e%2f%2e%2e%2fpackage.json',
    '/design-images/....//....//etc/passwd',
    '/foto-undangan/../../../../etc/passwd',
    '/foto-undangan/..%2f..%2finvitation-photos%2fx.jpg',
    '/assets/../../package.json',
    '/assets/..%2f..%2f..%2fpackage.json',
    '/assets/%2e%2e/%2e%2e/%2e%2e/gateway/dist/main.js',
    '/generated/../../../../etc/passwd',
    '/generated/templates/..%2f..%2f..%2f..%2fpackage.json',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/..%5c..%5c..%5cpackage.json',
    '/api/clients/..%2f..%2fetc%2fpasswd',
    '/api/catalogue/designs/..%2f1',
    '/api/admin/payment-proofs/..%2f..%2fproofs%2fx/image',
    '/api/admin/payment-proofs/INV-1%2f..%2f..%2fx',
    '/api/admin/database/designs/..%2f..%2fdesain-markup',
    '/index.html/../../../../etc/passwd',
    '/admin/..%2f..%2f..%2fetc%2fpasswd',
    '/%00../../etc/passwd',
  ];

  it('never leaves the shop: every traversal is refused or lands on the app, never on a file', async () => {
    const failures: string[] = [];
    for (const path of TRAVERSALS) {
      for (const method of ['GET', 'DELETE']) {
        const answer = await sendRaw(shop.base, path, { method, headers: shop.admin });
        tally.add('path traversal');
        const leaked = /root:x:0:0|"name": "undangan|"workspaces"|require\(|createGateway/.test(answer.text);
        if (leaked) failures.push(`${method} ${path}: served a file (${answer.status})`);
        // A page route may answer the app itself; anything else must be a clear refusal.
        const isApp = answer.status === 200 && answer.headers['content-type']?.startsWith('text/html');
        if (isApp) {
          if (!answer.text.includes('content="undangan-web"'))
            failures.push(`${method} ${path}: some other HTML`);
          failures.push(...headerProblems(answer).map((p) => `${method} ${path}: ${p}`));
        } else {
          failures.push(...refusalProblems(answer).map((p) => `${method} ${path}: ${p}`));
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('stores uploads under names the server makes, whatever the file is called', async () => {
    const names = [
      '../../../../tmp/evil.png',
      '..\\..\\evil.png',
      '/etc/passwd',
      'a\u0000.png',
      '%2e%2e%2fx.png',
      'x'.repeat(500) + '.png',
    ];
    for (const name of names) {
      const upload = new FormData();
      upload.set('name', 'Desain Jalur');
      upload.set('packageId', '2');
      upload.set('image', new Blob([PNG_1X1], { type: 'image/png' }), name);
      const answer = await send(shop.base, '/api/designs/upload', {
        method: 'POST',
        headers: shop.admin,
        body: upload,
      });
      tally.add('file names with paths');
      expect(answer.status).toBe(201);
      expect(answer.body.design.image_url).toMatch(/^\/design-images\/[0-9a-f-]{36}\.png$/);
      const image = await send(shop.base, answer.body.design.image_url);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    }

    const issued = (await send(shop.base, '/api/orders/create-order-id', { method: 'POST' })).body;
    const orderId = issued.orderId;
    const confirm = new FormData();
    for (const [k, v] of Object.entries({
      orderId,
      orderSecret: issued.orderSecret,
      customerName: CUSTOMER.name,
      customerPhone: CUSTOMER.phone,
      customerEmail: CUSTOMER.email,
      cartItems: JSON.stringify(CART),
    }))
      confirm.set(k, v);
    confirm.set(
      'proofFile',
      new Blob([PNG_1X1], { type: 'image/png' }),
      '../../../../proofs/other-order.png',
    );
    expect((await send(shop.base, '/api/payments/confirm', { method: 'POST', body: confirm })).status).toBe(
      200,
    );
    tally.add('file names with paths');
    const [proof] = await query(
      shop.stack,
      'proof-storage',
      'SELECT object_key FROM payment_proofs WHERE order_id = $1',
      [orderId],
    );
    expect(proof.object_key).toMatch(/^proofs\/[0-9a-f-]{36}\.png$/);
  });
});

describe('CR/LF injection', () => {
  const CRLF = 'INV-1\r\nSet-Cookie: dicuri=1\r\nLocation: https://evil.example';

  it('cannot add a header through a path, a query or a request id', async () => {
    const encoded = encodeURIComponent(CRLF);
    const attempts = [
      `/api/admin/payment-proofs/${encoded}/image`,
      `/api/admin/payment-proofs/${encoded}`,
      `/api/transactions/pending-transactions?order_id=${encoded}`,
      `/api/referral/check?order_id=${encoded}`,
      `/api/admin/transactions/export.csv?query=${encoded}`,
      `/design-images/${encoded}.png`,
      `/foto-undangan/${encoded}.webp`,
      `/api/clients/${encoded}`,
      `/payment/finish?order_id=${encoded}`,
    ];
    const failures: string[] = [];
    for (const path of attempts) {
      const answer = await send(shop.base, path, { headers: shop.admin });
      tally.add('CR/LF in paths and queries');
      if (answer.headers['set-cookie'] || answer.headers.location) failures.push(`${path}: header injected`);
      if (answer.status >= 500) failures.push(`${path}: ${answer.status}`);
    }
    expect(failures).toEqual([]);

    // A request id is echoed only when it is a plain token.
    const plain = await send(shop.base, '/api/addons', { headers: { 'x-request-id': 'permintaan-123' } });
    expect(plain.headers['x-request-id']).toBe('permintaan-123');
    for (const id of ['a%0d%0aSet-Cookie:%20x=1', '<script>', 'x'.repeat(200)]) {
      const answer = await send(shop.base, '/api/addons', { headers: { 'x-request-id': id } });
      tally.add('CR/LF in a request id');
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('never lets a folded or split header through: refused with the shop refusal, or read as one value', async () => {
    for (const head of [
      'GET /api/addons HTTP/1.1\r\nHost: x\r\nX-Request-Id: a\r\n Set-Cookie: dicuri=1\r\n\r\n',
      'GET /api/addons HTTP/1.1\r\nHost: x\r\nX-Request-Id: a\rSet-Cookie: dicuri=1\r\n\r\n',
      'GET /api/addons\r\nSet-Cookie: x HTTP/1.1\r\nHost: x\r\n\r\n',
    ]) {
      const raw = await rawExchange(shop.base, head);
      tally.add('CR/LF in raw headers');
      expect(raw.toLowerCase()).not.toContain('set-cookie');
      expect(raw.toLowerCase()).toContain('x-content-type-options: nosniff');
      if (raw.startsWith('HTTP/1.1 200 ')) expect(raw).toMatch(/x-request-id: [0-9a-f-]{36}\r\n/);
      else {
        expect(raw).toMatch(/^HTTP\/1\.1 400 /);
        expect(raw).toContain('"code":"bad_request"');
      }
    }
  });

  it('keeps the chat links to one prefilled message, whatever the order id holds', async () => {
    const context = await browser.newContext();
    context.setDefaultTimeout(STEP_MS);
    const page = await context.newPage();
    try {
      for (const path of ['/payment/finish', '/payment/confirmation']) {
        for (const orderId of [
          CRLF,
          'INV-1&text=Transfer ke rekening lain&phone=62899',
          'INV-1#x"><script>window.__xss=1</script>',
        ]) {
          await page.goto(`${shop.base}${path}?order_id=${encodeURIComponent(orderId)}`);
          const link = page.locator('a[href*="wa.me"][href*="Order"]');
          await link.waitFor();
          const href = (await link.getAttribute('href')) ?? '';
          tally.add('CR/LF and parameters in chat links');
          expect(href).not.toMatch(/[\r\n]/);
          const url = new URL(href);
          expect(url.host).toBe('wa.me');
          expect([...url.searchParams.keys()]).toEqual(['text']);
          expect(url.searchParams.get('text')).toContain(orderId.trim());
          expect(url.hash).toBe('');
          expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
        }
      }
    } finally {
      await context.close();
    }
  });
});

/** Sends bytes as they are and reads the whole answer (the connection is closed after it). */
function rawExchange(base: string, bytes: string): Promise<string> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
    socket.write(bytes);
  });
}
