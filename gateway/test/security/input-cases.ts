import { GUEST_SHEET_MAX_BASE64 } from '@undangan/contracts';
import { PNG_1X1 } from './shop-fixtures';

/**
 * The inputs of every route of PRODUCT.md section 7 (and the gateway's own admin routes), described
 * by what each field may hold, so the suite can derive every kind of bad value for each of them.
 */

/** What a field may hold; every value outside it is a bad input. */
export type FieldRule =
  /** Free text (names, notes): any characters but control ones, up to `max`. */
  | { kind: 'text'; max: number; optional?: boolean; nullable?: boolean; emptyOk?: boolean }
  /** Text with a shape (ids, codes, phones, emails): also no emoji, no spaces. */
  | { kind: 'token'; max: number; optional?: boolean; nullable?: boolean; emptyOk?: boolean }
  /** A password: any characters, within its length. */
  | { kind: 'secret'; min: number; max: number }
  | { kind: 'int'; min: number; max: number; optional?: boolean; nullable?: boolean }
  | { kind: 'choice'; optional?: boolean }
  | { kind: 'bool'; optional?: boolean }
  | { kind: 'date'; optional?: boolean; nullable?: boolean }
  /** A JSON list (or, in a form, JSON text of one). */
  | { kind: 'list'; minItems: number; optional?: boolean }
  | { kind: 'object' };

export type Transport = 'json' | 'form' | 'query' | 'path';

export interface RouteInput {
  method: string;
  /** The declared path, parameters as `:name`. */
  template: string;
  admin: boolean;
  /** A couple's route: sent with the suite's couple session (harness.ts). */
  couple?: boolean;
  /** Where the fields travel. */
  transport: Exclude<Transport, 'path'>;
  /** A well-formed input that changes nothing by itself (a missing row, an unknown code). */
  sample: Record<string, unknown>;
  fields: Record<string, FieldRule>;
  /** Path parameters with their sample value and rule. */
  params?: Record<string, { sample: string; rule: FieldRule }>;
  /** Files sent with every form case (a route that needs one). */
  files?: Record<string, { bytes: Buffer<ArrayBuffer>; name: string }>;
}

/** A route that reads an order id alone (an unknown one: nothing changes). */
const byOrderId = (
  method: string,
  template: string,
  admin: boolean,
  transport: RouteInput['transport'],
): RouteInput => ({
  method,
  template,
  admin,
  transport,
  sample: { order_id: UNKNOWN_ORDER },
  fields: { order_id: ORDER_ID },
});

/** An admin table's edit (its input, by one path parameter) and delete (the parameter alone) routes. */
function editAndDelete(
  base: string,
  transport: RouteInput['transport'],
  input: Pick<RouteInput, 'sample' | 'fields'>,
  param: string,
  sample: string,
  rule: FieldRule,
): RouteInput[] {
  const params = { [param]: { sample, rule } };
  return [
    { method: 'PUT', template: `${base}/:${param}`, admin: true, transport, ...input, params },
    {
      method: 'DELETE',
      template: `${base}/:${param}`,
      admin: true,
      transport: 'query',
      sample: {},
      fields: {},
      params,
    },
  ];
}

const ORDER_ID = { kind: 'token', max: 50 } as const;
/** A client id in a path: an invitation nobody published. */
const CLIENT_ID = { sample: 'klien-tidak-ada', rule: { kind: 'token', max: 100 } } as const;
const UNKNOWN_ORDER = 'INV-20260101-ZZZZZZ';
/** The secret create-order-id gives with an id: 32 to 64 url-safe characters. */
const ORDER_SECRET = { kind: 'token', max: 64 } as const;
const ORDER_SECRET_SAMPLE = 'k3Jd9QmZr2VxT8bWn4LpYc6HsA1fGe5u';
const UNKNOWN_EMAIL = '00000000-0000-4000-8000-000000000000';
const UNKNOWN_PHOTO = '00000000-0000-4000-8000-000000000000';
const UNKNOWN_ADMIN = '00000000-0000-4000-8000-000000000000';
/** An invitation photo's id in a path: a uuid. */
const PHOTO_ID = { sample: UNKNOWN_PHOTO, rule: { kind: 'token', max: 36 } } as const;
const CUSTOMER_NAME = { kind: 'text', max: 100 } as const;
const PHONE = { kind: 'token', max: 20 } as const;
const EMAIL = { kind: 'token', max: 254 } as const;
const ROW_ID = { kind: 'int', min: 1, max: 2_147_483_647 } as const;
/** The admin's order row id in a path (an unknown one). */
const ORDER_ROW = { sample: '999999', rule: { kind: 'int', min: 1, max: Number.MAX_SAFE_INTEGER } } as const;
const PAGE = { kind: 'int', min: 1, max: 1_000_000, optional: true } as const;
const LIMIT = { kind: 'int', min: 1, max: 100, optional: true } as const;

/** A calendar day, YYYY-MM-DD. */
const HOLIDAY_DAY = { kind: 'date' } as const;

/** A row of a couple's guest list in a path (a guest, group, session or wish): a uuid no one has. */
const UNKNOWN_ROW_UUID = { sample: UNKNOWN_PHOTO, rule: { kind: 'token', max: 36 } } as const;
/** A group or session to filter the list by: its uuid, or "none". */
const GUEST_LIST_PART = { kind: 'token', max: 36 } as const;

/** A guest as the couple types them, naming a group no one has: refused, nothing added. */
const GUEST_INPUT = {
  admin: false,
  couple: true,
  transport: 'json',
  sample: { name: 'Tamu Uji', phone: '081234567890', group_id: UNKNOWN_PHOTO, session_id: null, people: 2 },
  fields: {
    name: { kind: 'text', max: 100 },
    phone: { kind: 'token', max: 30, optional: true, nullable: true, emptyOk: true },
    group_id: { kind: 'token', max: 36, optional: true, nullable: true },
    session_id: { kind: 'token', max: 36, optional: true, nullable: true },
    people: { kind: 'int', min: 1, max: 10, optional: true },
  },
} as const satisfies Omit<RouteInput, 'method' | 'template'>;

const GUEST_SESSION_INPUT = {
  admin: false,
  couple: true,
  transport: 'json',
  sample: { name: 'Sesi Uji', time: '11.00-13.00 WIB', capacity: 100 },
  fields: {
    name: { kind: 'text', max: 60 },
    time: { kind: 'token', max: 20 },
    capacity: { kind: 'int', min: 1, max: 100_000, optional: true, nullable: true },
  },
} as const satisfies Omit<RouteInput, 'method' | 'template'>;

/** A couple's row named in the path alone: its DELETE, and the other changes given (`/tautan-baru`). */
function coupleRowRoutes(base: string, more: [string, string][]): RouteInput[] {
  return [['DELETE', ''] as [string, string], ...more].map(([method, tail]) => ({
    method,
    template: `${base}/:id${tail}`,
    admin: false,
    couple: true,
    transport: method === 'DELETE' ? 'query' : 'json',
    sample: {},
    fields: {},
    params: { id: UNKNOWN_ROW_UUID },
  }));
}

const PAYMENTS_QUERY: Record<string, FieldRule> = {
  page: PAGE,
  limit: LIMIT,
  query: { kind: 'text', max: 100, optional: true, emptyOk: true },
  filter: { kind: 'choice', optional: true },
  status: { kind: 'choice', optional: true },
  startDate: { kind: 'date', optional: true },
  endDate: { kind: 'date', optional: true },
};

const PACKAGE = {
  sample: { id: 901, name: 'Paket Uji', price: 150000, feature: 'Satu, Dua' },
  fields: {
    id: ROW_ID,
    name: { kind: 'text', max: 100 },
    price: { kind: 'int', min: 0, max: 1_000_000_000 },
    feature: { kind: 'text', max: 5000, optional: true, emptyOk: true },
  } as Record<string, FieldRule>,
};

const ADDON = {
  sample: { id: 901, title: 'Add-on Uji', description: 'Keterangan', price: 25000 },
  fields: {
    id: ROW_ID,
    title: { kind: 'text', max: 100 },
    description: { kind: 'text', max: 1000, optional: true, emptyOk: true },
    price: { kind: 'int', min: 0, max: 1_000_000_000 },
    kind: { kind: 'choice', optional: true },
    // Package ids, as the design's package_allowed.
    included_in: { kind: 'token', max: 400, optional: true, emptyOk: true },
  } as Record<string, FieldRule>,
};

const DESIGN = {
  sample: {
    id: 'desain-uji-901',
    name: 'Desain Uji',
    package_id: 'Basic',
    package_allowed: '2',
    category: 'wedding',
    template_url: 'https://contoh.example/undangan',
  },
  fields: {
    id: { kind: 'token', max: 50 },
    name: { kind: 'text', max: 100 },
    package_id: { kind: 'text', max: 50 },
    package_allowed: { kind: 'token', max: 400, optional: true, emptyOk: true },
    category: { kind: 'choice' },
    template_url: { kind: 'token', max: 500, optional: true, emptyOk: true },
  } as Record<string, FieldRule>,
};

const REFERRAL_CODE = {
  sample: {
    code: 'UJI901',
    percentage: 10,
    active: true,
    expires_at: null,
    usage_limit: null,
    description: '',
  },
  fields: {
    code: { kind: 'token', max: 50 },
    percentage: { kind: 'int', min: 1, max: 100 },
    active: { kind: 'bool', optional: true },
    expires_at: { kind: 'date', optional: true, nullable: true },
    usage_limit: { kind: 'int', min: 1, max: 1_000_000, optional: true, nullable: true },
    description: { kind: 'text', max: 200, optional: true, emptyOk: true },
  } as Record<string, FieldRule>,
};

const PROOF_FIELDS: Record<string, FieldRule> = {
  orderId: ORDER_ID,
  customerName: CUSTOMER_NAME,
  customerPhone: PHONE,
  customerEmail: EMAIL,
  status: { kind: 'choice' },
  reason: { kind: 'text', max: 500, optional: true, emptyOk: true },
};

/** The cart, the customer and the referral code: what both checkouts (online and manual) are sent. */
const CHECKOUT_FIELDS: Record<string, FieldRule> = {
  cartItems: { kind: 'list', minItems: 1 },
  'cartItems.0': { kind: 'object' },
  'cartItems.0.packageId': { kind: 'int', min: 1, max: 2_147_483_647, optional: true, nullable: true },
  'cartItems.0.designId': { kind: 'token', max: 50 },
  'cartItems.0.addons': { kind: 'list', minItems: 0, optional: true },
  'cartItems.0.addons.0.id': ROW_ID,
  'cartItems.0.quantity': { kind: 'int', min: 1, max: 100, optional: true },
  customerDetails: { kind: 'object' },
  'customerDetails.name': CUSTOMER_NAME,
  'customerDetails.phone': PHONE,
  'customerDetails.email': EMAIL,
  referralCode: { kind: 'token', max: 50, optional: true, nullable: true, emptyOk: true },
};

const CART_ITEM = { packageId: 3, designId: 'premium-eucalyptus-mist', addons: [{ id: 5 }], quantity: 1 };

export const ROUTE_INPUTS: RouteInput[] = [
  // ------------------------------------------------------------ public
  {
    method: 'POST',
    template: '/api/orders/create-order-id',
    admin: false,
    transport: 'json',
    sample: {},
    fields: {},
  },
  {
    method: 'POST',
    template: '/api/orders/create-transaction',
    admin: false,
    transport: 'json',
    // An unknown design: well-formed, refused by the server's pricing, so nothing is recorded.
    sample: {
      cartItems: [{ ...CART_ITEM, designId: 'desain-tidak-ada' }],
      customerDetails: { name: 'Dewi', phone: '081298765432', email: 'dewi@example.com' },
      referralCode: '',
    },
    fields: {
      ...CHECKOUT_FIELDS,
    },
  },
  byOrderId('POST', '/api/orders/delete-payment-online', false, 'json'),
  {
    method: 'POST',
    template: '/api/orders/place-manual',
    admin: false,
    transport: 'json',
    // Well-formed, refused: no such order (after its cart is priced).
    sample: {
      order_id: UNKNOWN_ORDER,
      order_secret: ORDER_SECRET_SAMPLE,
      cartItems: [CART_ITEM],
      customerDetails: { name: 'Dewi', phone: '081298765432', email: 'dewi@example.com' },
      referralCode: '',
    },
    fields: {
      order_id: ORDER_ID,
      order_secret: ORDER_SECRET,
      ...CHECKOUT_FIELDS,
    },
  },
  {
    method: 'POST',
    template: '/api/orders/manual-order',
    admin: false,
    transport: 'json',
    sample: { order_id: UNKNOWN_ORDER, order_secret: ORDER_SECRET_SAMPLE },
    fields: { order_id: ORDER_ID, order_secret: ORDER_SECRET },
  },
  ...[
    '/api/orders/track',
    '/api/orders/receipt',
    '/api/orders/invitation',
    '/api/orders/invitation/submit',
    '/api/orders/invitation/responses',
  ].map((template): RouteInput => ({
    method: 'POST',
    template,
    admin: false,
    transport: 'json',
    // Well-formed, refused: no such order.
    sample: { order_id: UNKNOWN_ORDER, phone: '081298765432' },
    fields: { order_id: ORDER_ID, phone: PHONE },
  })),
  // ------------------------------------------- public: a new transfer proof, invitation photos
  ...[
    ['/api/orders/proof', 'proofFile', 'bukti.png'],
    ['/api/orders/invitation/photos', 'photo', 'foto.png'],
  ].map(([template, field, name]): RouteInput => ({
    method: 'POST',
    template,
    admin: false,
    transport: 'form',
    // Well-formed, refused before the file is read: no such order.
    sample: { order_id: UNKNOWN_ORDER, phone: '081298765432' },
    fields: { order_id: ORDER_ID, phone: PHONE },
    files: { [field]: { bytes: PNG_1X1, name } },
  })),
  {
    method: 'POST',
    template: '/api/orders/invitation/photos/list',
    admin: false,
    transport: 'json',
    sample: { order_id: UNKNOWN_ORDER, phone: '081298765432' },
    fields: { order_id: ORDER_ID, phone: PHONE },
  },
  ...[
    ['POST', '/api/orders/invitation/photos/:photoId/image'],
    ['DELETE', '/api/orders/invitation/photos/:photoId'],
  ].map(([method, template]): RouteInput => ({
    method,
    template,
    admin: false,
    transport: 'json',
    sample: { order_id: UNKNOWN_ORDER, phone: '081298765432' },
    fields: { order_id: ORDER_ID, phone: PHONE },
    params: { photoId: PHOTO_ID },
  })),
  {
    method: 'POST',
    template: '/api/orders/revisions',
    admin: false,
    transport: 'json',
    // Well-formed, refused: no such order.
    sample: {
      order_id: UNKNOWN_ORDER,
      phone: '081298765432',
      kind: 'text',
      description: 'Ganti kata sambutan.',
    },
    fields: {
      order_id: ORDER_ID,
      phone: PHONE,
      kind: { kind: 'choice' },
      description: { kind: 'text', max: 2000 },
    },
  },
  {
    method: 'POST',
    template: '/api/orders/revisions/list',
    admin: false,
    transport: 'json',
    sample: { order_id: UNKNOWN_ORDER, phone: '081298765432' },
    fields: { order_id: ORDER_ID, phone: PHONE },
  },
  {
    method: 'PUT',
    template: '/api/orders/invitation',
    admin: false,
    transport: 'json',
    // Well-formed, refused: no such order.
    sample: { order_id: UNKNOWN_ORDER, phone: '081298765432', version: 0, data: {} },
    fields: {
      order_id: ORDER_ID,
      phone: PHONE,
      version: { kind: 'int', min: 0, max: 1_000_000 },
      data: { kind: 'object' },
    },
  },
  {
    method: 'POST',
    template: '/api/referral/validate',
    admin: false,
    transport: 'json',
    sample: { code: 'TIDAKADA' },
    fields: { code: { kind: 'token', max: 50 } },
  },
  {
    method: 'POST',
    template: '/api/referral/use',
    admin: false,
    transport: 'json',
    sample: { code: 'TIDAKADA', order_id: UNKNOWN_ORDER, total_price: 1 },
    fields: { code: { kind: 'token', max: 50 }, order_id: ORDER_ID },
  },
  byOrderId('GET', '/api/referral/check', false, 'query'),
  {
    method: 'POST',
    template: '/api/payments/notification',
    admin: false,
    transport: 'json',
    sample: {
      order_id: UNKNOWN_ORDER,
      status_code: '200',
      gross_amount: '259000.00',
      transaction_status: 'settlement',
      signature_key: 'ab'.repeat(64),
    },
    fields: {
      order_id: ORDER_ID,
      status_code: { kind: 'token', max: 3 },
      gross_amount: { kind: 'token', max: 18 },
      transaction_status: { kind: 'token', max: 20 },
      signature_key: { kind: 'token', max: 128 },
    },
  },
  {
    method: 'POST',
    template: '/api/payments/confirm',
    admin: false,
    transport: 'form',
    // An unknown design: the confirmation is refused by pricing and records nothing.
    sample: {
      orderId: UNKNOWN_ORDER,
      customerName: 'Dewi',
      customerPhone: '081298765432',
      customerEmail: 'dewi@example.com',
      cartItems: JSON.stringify([{ ...CART_ITEM, designId: 'desain-tidak-ada' }]),
      amount: '1',
      paymentType: 'Manual',
    },
    fields: {
      orderId: ORDER_ID,
      customerName: CUSTOMER_NAME,
      customerPhone: PHONE,
      customerEmail: EMAIL,
      cartItems: { kind: 'list', minItems: 1 },
      referralCode: { kind: 'token', max: 50, optional: true, emptyOk: true },
    },
  },
  byOrderId('GET', '/api/transactions/pending-transactions', false, 'query'),
  {
    method: 'POST',
    template: '/api/transactions/pending-transactions',
    admin: false,
    transport: 'json',
    // Well-formed, refused: no such order.
    sample: { order_id: UNKNOWN_ORDER, phone: '081298765432' },
    fields: { order_id: ORDER_ID, phone: { ...PHONE, optional: true } },
  },
  ...['/admin/login', '/api/admin/login'].map((template): RouteInput => ({
    method: 'POST',
    template,
    admin: false,
    transport: 'json',
    sample: { username: 'bukan-admin', password: 'bukan-password' },
    fields: { username: { kind: 'text', max: 100 }, password: { kind: 'secret', min: 1, max: 200 } },
  })),
  // ------------------------------------------- public: a couple's page and what guests send back
  {
    method: 'POST',
    template: '/api/orders/invitation/preview',
    admin: false,
    transport: 'json',
    // Well-formed, refused: no such order.
    sample: { order_id: UNKNOWN_ORDER, phone: '081298765432', data: {} },
    fields: { order_id: ORDER_ID, phone: PHONE, data: { kind: 'object' } },
  },
  {
    method: 'POST',
    template: '/api/undangan/:clientId/rsvp',
    admin: false,
    transport: 'json',
    // Well-formed, refused: no such invitation.
    sample: { name: 'Tamu Uji', attending: true, people: 2, message: '' },
    fields: {
      name: { kind: 'text', max: 80 },
      attending: { kind: 'bool' },
      people: { kind: 'int', min: 1, max: 10 },
      message: { kind: 'text', max: 500, optional: true, emptyOk: true },
    },
    params: { clientId: CLIENT_ID },
  },
  {
    method: 'POST',
    template: '/api/undangan/:clientId/ucapan',
    admin: false,
    transport: 'json',
    sample: { name: 'Tamu Uji', message: 'Selamat menempuh hidup baru.' },
    fields: { name: { kind: 'text', max: 80 }, message: { kind: 'text', max: 500 } },
    params: { clientId: CLIENT_ID },
  },
  {
    method: 'GET',
    template: '/api/undangan/:clientId/kalender.ics',
    admin: false,
    transport: 'query',
    sample: {},
    fields: {},
    params: { clientId: CLIENT_ID },
  },
  {
    method: 'GET',
    template: '/contoh/:designId',
    admin: false,
    transport: 'query',
    sample: {},
    fields: {},
    params: { designId: { sample: 'desain-tidak-ada', rule: { kind: 'token', max: 50 } } },
  },
  {
    method: 'GET',
    template: '/api/clients/:clientId',
    admin: false,
    transport: 'query',
    sample: {},
    fields: {},
    params: { clientId: { sample: 'klien-tidak-ada', rule: { kind: 'token', max: 100 } } },
  },
  {
    method: 'GET',
    template: '/api/catalogue/designs/:packageId',
    admin: false,
    transport: 'query',
    sample: {},
    fields: {},
    params: { packageId: { sample: '999', rule: ROW_ID } },
  },
  {
    method: 'GET',
    template: '/design-images/:key',
    admin: false,
    transport: 'query',
    sample: {},
    fields: {},
    params: { key: { sample: '00000000-0000-0000-0000-000000000000.png', rule: { kind: 'token', max: 60 } } },
  },
  {
    method: 'GET',
    template: '/foto-undangan/:key',
    admin: false,
    transport: 'query',
    sample: {},
    fields: {},
    params: {
      key: { sample: '00000000-0000-4000-8000-000000000000.webp', rule: { kind: 'token', max: 41 } },
    },
  },
  // ------------------------------------------------------------ admin: catalogue
  { method: 'POST', template: '/api/admin/database/packages', admin: true, transport: 'json', ...PACKAGE },
  ...editAndDelete('/api/admin/database/packages', 'json', PACKAGE, 'id', '901', ROW_ID),
  { method: 'POST', template: '/api/admin/database/addons', admin: true, transport: 'json', ...ADDON },
  ...editAndDelete('/api/admin/database/addons', 'json', ADDON, 'id', '901', ROW_ID),
  { method: 'POST', template: '/api/admin/database/designs', admin: true, transport: 'form', ...DESIGN },
  ...editAndDelete('/api/admin/database/designs', 'form', DESIGN, 'id', 'desain-uji-901', {
    kind: 'token',
    max: 50,
  }),
  {
    method: 'POST',
    template: '/api/designs/upload',
    admin: true,
    transport: 'form',
    // The base-features package takes no designs: refused after every check of the input.
    sample: { name: 'Desain Unggahan', packageId: '1' },
    fields: { name: { kind: 'text', max: 100 }, packageId: ROW_ID },
    files: { image: { bytes: PNG_1X1, name: 'desain.png' } },
  },
  {
    method: 'POST',
    template: '/api/admin/database/referral-codes',
    admin: true,
    transport: 'json',
    sample: { ...REFERRAL_CODE.sample, code: 'BAHAGIA10' },
    fields: REFERRAL_CODE.fields,
  },
  ...editAndDelete('/api/admin/database/referral-codes', 'json', REFERRAL_CODE, 'code', 'UJI901', {
    kind: 'token',
    max: 50,
  }),
  // ------------------------------------------------------------ admin: payments, proofs, orders
  {
    method: 'GET',
    template: '/api/admin/transactions/payments',
    admin: true,
    transport: 'query',
    sample: { page: '1', limit: '10', filter: 'customer_name', query: 'Dewi' },
    fields: PAYMENTS_QUERY,
  },
  {
    method: 'GET',
    template: '/api/admin/transactions/export.csv',
    admin: true,
    transport: 'query',
    sample: { filter: 'order_id', query: 'INV' },
    fields: PAYMENTS_QUERY,
  },
  {
    method: 'GET',
    template: '/api/admin/transactions/proof-queue',
    admin: true,
    transport: 'query',
    sample: { limit: '20' },
    fields: { limit: LIMIT },
  },
  byOrderId('GET', '/api/admin/transactions/detail', true, 'query'),
  {
    method: 'POST',
    template: '/api/admin/payment-proofs/update',
    admin: true,
    transport: 'form',
    sample: {
      orderId: UNKNOWN_ORDER,
      customerName: 'Dewi',
      customerPhone: '081298765432',
      customerEmail: 'dewi@example.com',
      status: 'approved',
    },
    fields: PROOF_FIELDS,
  },
  ...['GET', 'DELETE'].map((method): RouteInput => ({
    method,
    template: '/api/admin/payment-proofs/:orderId',
    admin: true,
    transport: 'query',
    sample: {},
    fields: {},
    params: { orderId: { sample: UNKNOWN_ORDER, rule: ORDER_ID } },
  })),
  {
    method: 'GET',
    template: '/api/admin/payment-proofs/:orderId/image',
    admin: true,
    transport: 'query',
    sample: {},
    fields: {},
    params: { orderId: { sample: UNKNOWN_ORDER, rule: ORDER_ID } },
  },
  {
    method: 'GET',
    template: '/api/admin/orders',
    admin: true,
    transport: 'query',
    sample: { showCompleted: 'false', page: '1', limit: '10', query: 'Dewi' },
    fields: {
      showCompleted: { kind: 'choice', optional: true },
      page: PAGE,
      limit: LIMIT,
      query: { kind: 'text', max: 100, optional: true, emptyOk: true },
      status: { kind: 'choice', optional: true },
      stage: { kind: 'choice', optional: true },
      startDate: { kind: 'date', optional: true },
      endDate: { kind: 'date', optional: true },
    },
  },
  ...[
    '/api/admin/orders/:id/invitation',
    '/api/admin/orders/:id/pratinjau',
    '/api/admin/orders/:id/halaman',
    '/api/admin/orders/:id/domain',
  ].map((template): RouteInput => ({
    method: 'GET',
    template,
    admin: true,
    transport: 'query',
    sample: {},
    fields: {},
    params: { id: ORDER_ROW },
  })),
  {
    method: 'POST',
    template: '/api/admin/orders/:id/terbitkan',
    admin: true,
    transport: 'json',
    sample: {},
    fields: {},
    params: { id: ORDER_ROW },
  },
  {
    method: 'PUT',
    template: '/api/admin/orders/:id/domain',
    admin: true,
    transport: 'json',
    // Empty removes the domain: a well-formed input.
    sample: { domain: 'rina-dan-bayu.com' },
    fields: { domain: { kind: 'token', max: 253, emptyOk: true } },
    params: { id: ORDER_ROW },
  },
  {
    method: 'PUT',
    template: '/api/admin/orders/:id',
    admin: true,
    transport: 'json',
    sample: { status: 'in_progress', admin_notes: 'Catatan', client_id: 'klien-uji', client_url: '' },
    fields: {
      status: { kind: 'choice' },
      admin_notes: { kind: 'text', max: 2000, optional: true, emptyOk: true },
      client_id: { kind: 'token', max: 100 },
      client_url: { kind: 'token', max: 500, optional: true, emptyOk: true },
    },
    params: { id: ORDER_ROW },
  },
  {
    method: 'GET',
    template: '/api/admin/orders/:id/invitation/photos',
    admin: true,
    transport: 'query',
    sample: {},
    fields: {},
    params: { id: ORDER_ROW },
  },
  {
    method: 'GET',
    template: '/api/admin/orders/:id/invitation/photos/:photoId',
    admin: true,
    transport: 'query',
    sample: { download: '1' },
    fields: { download: { kind: 'choice', optional: true } },
    params: { id: ORDER_ROW, photoId: PHOTO_ID },
  },
  // ------------------------------------------------------------ admin: emails
  byOrderId('GET', '/api/admin/emails', true, 'query'),
  {
    method: 'POST',
    template: '/api/admin/emails/:id/resend',
    admin: true,
    // No body, as create-order-id: the id in the path is the whole input.
    transport: 'json',
    sample: {},
    fields: {},
    params: { id: { sample: UNKNOWN_EMAIL, rule: { kind: 'token', max: 36 } } },
  },
  {
    method: 'POST',
    template: '/api/admin/payments/reconcile',
    admin: true,
    transport: 'json',
    sample: { olderThanMs: 0 },
    fields: { olderThanMs: { kind: 'int', min: 0, max: 30 * 24 * 3600 * 1000, optional: true } },
  },
  // ------------------------------------------------------------ admin: revisions
  {
    method: 'GET',
    template: '/api/admin/revisions',
    admin: true,
    transport: 'query',
    sample: { status: 'queued' },
    fields: { status: { kind: 'choice', optional: true } },
  },
  {
    method: 'PUT',
    template: '/api/admin/revisions/:id',
    admin: true,
    transport: 'json',
    sample: { status: 'done' },
    fields: { status: { kind: 'choice' } },
    params: { id: { sample: UNKNOWN_EMAIL, rule: { kind: 'token', max: 36 } } },
  },
  // ------------------------------------------------------------ admin: holidays
  {
    method: 'POST',
    template: '/api/admin/holidays',
    admin: true,
    transport: 'json',
    sample: { day: '2026-12-25', name: 'Hari Raya Natal' },
    fields: { day: HOLIDAY_DAY, name: { kind: 'text', max: 100 } },
  },
  {
    method: 'DELETE',
    template: '/api/admin/holidays/:day',
    admin: true,
    transport: 'query',
    sample: {},
    fields: {},
    params: { day: { sample: '2026-12-25', rule: HOLIDAY_DAY } },
  },
  // ------------------------------------------------------------ admin: accounts and log
  {
    method: 'POST',
    template: '/api/admin/account/password',
    admin: true,
    transport: 'json',
    sample: { oldPassword: 'bukan-password-lama', newPassword: 'password-baru-123' },
    fields: {
      oldPassword: { kind: 'secret', min: 1, max: 200 },
      newPassword: { kind: 'secret', min: 10, max: 200 },
    },
  },
  {
    method: 'POST',
    template: '/api/admin/accounts',
    admin: true,
    transport: 'json',
    sample: { username: 'admin', password: 'password-admin-123' },
    fields: { username: { kind: 'token', max: 50 }, password: { kind: 'secret', min: 10, max: 200 } },
  },
  // The first admin's changes to another account: the account's id in the path is the whole input.
  ...(['disable', 'enable', 'sessions/revoke-all'] as const).map((change): RouteInput => ({
    method: 'POST',
    template: `/api/admin/accounts/:id/${change}`,
    admin: true,
    transport: 'json',
    sample: {},
    fields: {},
    params: { id: { sample: UNKNOWN_ADMIN, rule: { kind: 'token', max: 36 } } },
  })),
  {
    method: 'GET',
    template: '/api/admin/audit-log',
    admin: true,
    transport: 'query',
    sample: { page: '1', limit: '20' },
    fields: { page: PAGE, limit: LIMIT },
  },
  {
    method: 'POST',
    template: '/api/pasangan/tautan-masuk',
    admin: false,
    transport: 'json',
    // Well-formed, and nothing to send: no such order.
    sample: { orderId: UNKNOWN_ORDER, email: 'pasangan@contoh.test' },
    fields: { orderId: ORDER_ID, email: EMAIL },
  },
  {
    method: 'POST',
    template: '/api/pasangan/masuk',
    admin: false,
    transport: 'json',
    // Well-formed, refused: no such link.
    sample: { token: 'A'.repeat(43) },
    fields: { token: { kind: 'token', max: 43 } },
  },
  {
    method: 'POST',
    template: '/api/pasangan/mitra',
    admin: false,
    couple: true,
    transport: 'json',
    // Well-formed, refused: the order's own email is not its partner.
    sample: { email: 'pasangan.pemeriksa@contoh.test' },
    fields: { email: EMAIL },
  },
  {
    // The admin's look at an order's guest list: an order no one has (each look is audited first).
    method: 'GET',
    template: '/api/admin/orders/:id/tamu',
    admin: true,
    transport: 'query',
    sample: { search: 'Budi', page: '1' },
    fields: {
      search: { kind: 'text', max: 100, optional: true, emptyOk: true },
      page: { kind: 'int', min: 1, max: 1000, optional: true },
    },
    params: { id: ORDER_ROW },
  },
  // ------------------------------------------------------------ a couple's guest list
  // The suite's couple has an empty list: a guest, group, session or wish named is not found.
  {
    method: 'GET',
    template: '/api/pasangan/tamu',
    admin: false,
    couple: true,
    transport: 'query',
    sample: { search: 'Budi', page: '1', page_size: '50' },
    fields: {
      search: { kind: 'text', max: 100, optional: true, emptyOk: true },
      group: { ...GUEST_LIST_PART, optional: true },
      session: { ...GUEST_LIST_PART, optional: true },
      status: { kind: 'choice', optional: true },
      page: { kind: 'int', min: 1, max: 1000, optional: true },
      page_size: { kind: 'int', min: 1, max: 100, optional: true },
    },
  },
  { ...GUEST_INPUT, method: 'POST', template: '/api/pasangan/tamu' },
  { ...GUEST_INPUT, method: 'PUT', template: '/api/pasangan/tamu/:id', params: { id: UNKNOWN_ROW_UUID } },
  ...coupleRowRoutes('/api/pasangan/tamu', [['POST', '/tautan-baru']]),
  {
    method: 'POST',
    template: '/api/pasangan/tamu/terkirim',
    admin: false,
    couple: true,
    transport: 'json',
    sample: { guest_ids: [UNKNOWN_PHOTO] },
    fields: { guest_ids: { kind: 'list', minItems: 1 } },
  },
  ...['/api/pasangan/tamu/impor/periksa', '/api/pasangan/tamu/impor'].map((template): RouteInput => ({
    method: 'POST',
    template,
    admin: false,
    couple: true,
    transport: 'json',
    // A sheet whose only row is the template's example: nothing to add (a 409 when saved).
    sample: { file_name: 'tamu.csv', content: Buffer.from('Nama\nContoh: Budi\n').toString('base64') },
    fields: {
      file_name: { kind: 'text', max: 255 },
      content: { kind: 'token', max: GUEST_SHEET_MAX_BASE64 },
    },
  })),
  ...['/api/pasangan/tamu/ekspor', '/api/pasangan/tamu/templat'].map((template): RouteInput => ({
    method: 'GET',
    template,
    admin: false,
    couple: true,
    transport: 'query',
    sample: { format: 'csv' },
    fields: { format: { kind: 'choice' } },
  })),
  {
    method: 'POST',
    template: '/api/pasangan/kelompok',
    admin: false,
    couple: true,
    transport: 'json',
    sample: { name: 'Kelompok Uji' },
    fields: { name: { kind: 'text', max: 60 } },
  },
  {
    method: 'PUT',
    template: '/api/pasangan/kelompok/:id',
    admin: false,
    couple: true,
    transport: 'json',
    sample: { name: 'Kelompok Uji' },
    fields: { name: { kind: 'text', max: 60 } },
    params: { id: UNKNOWN_ROW_UUID },
  },
  ...coupleRowRoutes('/api/pasangan/kelompok', []),
  { ...GUEST_SESSION_INPUT, method: 'POST', template: '/api/pasangan/sesi-acara' },
  {
    ...GUEST_SESSION_INPUT,
    method: 'PUT',
    template: '/api/pasangan/sesi-acara/:id',
    params: { id: UNKNOWN_ROW_UUID },
  },
  ...coupleRowRoutes('/api/pasangan/sesi-acara', []),
  {
    method: 'PUT',
    template: '/api/pasangan/pengaturan-tamu',
    admin: false,
    couple: true,
    transport: 'json',
    sample: { open_link: true, message_template: null, reminder_template: null },
    fields: {
      open_link: { kind: 'bool' },
      message_template: { kind: 'text', max: 1500, optional: true, nullable: true, emptyOk: true },
      reminder_template: { kind: 'text', max: 1500, optional: true, nullable: true, emptyOk: true },
    },
  },
  {
    method: 'PUT',
    template: '/api/pasangan/ucapan/:id',
    admin: false,
    couple: true,
    transport: 'json',
    sample: { hidden: true },
    fields: { hidden: { kind: 'bool' } },
    params: { id: UNKNOWN_ROW_UUID },
  },
];

/** Routes that read no input at all: covered by the header and auth checks only. */
export const ROUTES_WITHOUT_INPUT = [
  'GET /api/pasangan/sesi',
  'POST /api/pasangan/keluar',
  'POST /api/pasangan/keluar-semua',
  'GET /api/pasangan/mitra',
  'DELETE /api/pasangan/mitra',
  'GET /api/pasangan/tamu/ringkasan',
  'GET /api/pasangan/kelompok',
  'GET /api/pasangan/sesi-acara',
  'GET /api/pasangan/pengaturan-tamu',
  'GET /api/pasangan/ucapan',
  'GET /health',
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/docs.js',
  'GET /api/docs/docs.css',
  'GET /get-scroll',
  'GET /api/designs/all',
  'GET /api/addons',
  'GET /api/catalogue/addons',
  'GET /api/details/data',
  'GET /api/packages',
  'GET /api/catalogue/packages',
  'GET /api/payment-config',
  'GET /api/musik',
  'GET /admin/dashboard/balance',
  'GET /api/admin/dashboard/balance',
  'GET /api/admin/dashboard/summary',
  'GET /api/admin/emails/undelivered',
  'GET /api/admin/database/packages',
  'GET /api/admin/database/addons',
  'GET /api/admin/database/designs',
  'GET /api/admin/database/referral-codes',
  'GET /api/admin/holidays',
  'GET /api/admin/me',
  'GET /api/admin/accounts',
  'POST /api/admin/logout',
  'POST /api/admin/account/sessions/revoke-all',
];
