import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MidtransProvider } from './midtrans-provider';

/** The provider against a stand-in Snap that answers a token, or sends its caller elsewhere. */
let server: Server;
let snapUrl: string;
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    req.resume();
    req.on('end', () => {
      if (req.url?.startsWith('/elsewhere')) {
        res.writeHead(302, { location: '/snap/v1/transactions' });
        res.end();
        return;
      }
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ token: 'token-1', redirect_url: 'http://snap.test/token-1' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  snapUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = (base: string) =>
  new MidtransProvider({
    serverKey: 'SB-Mid-server-test',
    clientKey: 'SB-Mid-client-test',
    isProduction: false,
    snapUrl: base,
    timeoutMs: 5000,
  });

const request = {
  transaction_details: { order_id: 'INV-20261122-7K3M9Q', gross_amount: 90_000 },
  item_details: [{ id: 'PKG-1', price: 90_000, quantity: 1, name: 'Basic' }],
  customer_details: { first_name: 'Dewi', email: 'dewi@example.com', phone: '081298765432' },
};

it('creates a Snap transaction at the configured address', async () => {
  await expect(provider(`${snapUrl}/snap/v1`).createSnapTransaction(request)).resolves.toEqual({
    token: 'token-1',
    redirect_url: 'http://snap.test/token-1',
  });
  expect(asked.at(-1)).toBe('/snap/v1/transactions');
});

it('follows no redirect: Midtrans never sends one, and a 3xx is an error', async () => {
  const before = asked.length;
  await expect(provider(`${snapUrl}/elsewhere`).createSnapTransaction(request)).rejects.toThrow();
  expect(asked.slice(before)).toEqual(['/elsewhere/transactions']);
});
