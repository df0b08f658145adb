import {
  baseTheme,
  CATALOGUE,
  RPC_QUEUES,
  designSchema,
  type DesignInput,
  type InvitationTheme,
} from '@undangan/contracts';
import { createLogger, openDataSource, RpcClient, runService, type RunningService } from '@undangan/platform';
import { createTestDatabase, createTestVhost } from '@undangan/platform/testing';
import { catalogueConfigOf } from '../src/catalogue.config';
import { catalogueMigrations, createCatalogueProgram } from '../src/catalogue.program';
import { SEED_DESIGNS, SEED_PACKAGES } from '../src/seed/catalogue-seed';

/**
 * Every design's theme, through the catalogue's own RPC against a real database and broker: what
 * the migration gives the designs a database already holds, what a new design gets without one,
 * what an edit keeps, and the refusals of a theme that does not fit the contract.
 */
jest.setTimeout(90_000);

const logger = createLogger('test', 'silent');
let db: { url: string; drop(): Promise<void> };
let vhost: { url: string; drop(): Promise<void> };
let catalogue: RunningService;
let rpc: RpcClient;

/** Designs an admin added before themes existed: an image of the shop's own, another site's, none. */
const EARLIER_DESIGNS = [
  { id: 'desain-lama', image_url: '/design-images/lama.png' },
  { id: 'desain-luar', image_url: 'https://cdn.example/luar.png' },
  { id: 'desain-kosong', image_url: '' },
];

/** A template address an admin typed for a design: kept as it is. */
const TYPED_TEMPLATE = 'https://contoh.example/undangan-lama';

/** A database as the catalogue left it before themes: the seed catalogue and the admin's designs. */
async function catalogueBeforeThemes(url: string): Promise<void> {
  const before = await openDataSource({
    url,
    entities: [],
    migrations: catalogueMigrations.filter(
      (m) => !['DesignThemes1763800000071', 'SamplePagePreviews1763800000072'].includes(m.name),
    ),
  });
  try {
    for (const pkg of SEED_PACKAGES)
      await before.query('INSERT INTO packages (id, name, price) VALUES ($1, $2, $3)', [
        pkg.id,
        pkg.name,
        pkg.price,
      ]);
    const rows = [
      ...SEED_DESIGNS.map((d) => ({
        id: d.id,
        name: d.name,
        image_url: d.image_url,
        package: d.package_id,
        template_url: `/generated/templates/${d.id}.html`,
      })),
      ...EARLIER_DESIGNS.map((d) => ({ ...d, name: d.id, package: 'Basic', template_url: TYPED_TEMPLATE })),
    ];
    for (const row of rows)
      await before.query(
        `INSERT INTO designs (id, name, image_url, package_id, package_allowed, template_url)
         VALUES ($1, $2, $3, $4, '{2}', $5)`,
        [row.id, row.name, row.image_url, row.package, row.template_url],
      );
  } finally {
    await before.destroy();
  }
}

beforeAll(async () => {
  [db, vhost] = await Promise.all([
    createTestDatabase('catalogue_themes'),
    createTestVhost('catalogue_themes'),
  ]);
  await catalogueBeforeThemes(db.url);
  catalogue = await runService(createCatalogueProgram(catalogueConfigOf()), {
    databaseUrl: db.url,
    amqpUrl: vhost.url,
    httpPort: 0,
    handleSignals: false,
    logger,
  });
  rpc = new RpcClient(vhost.url, RPC_QUEUES.catalogue, 5000, logger);
});

afterAll(async () => {
  await rpc?.close();
  await catalogue?.close();
  await Promise.all([db?.drop(), vhost?.drop()]);
});

const designs = async () => new Map((await rpc.call(CATALOGUE.listDesigns, {})).map((d) => [d.id, d]));
const themeOf = async (id: string) => (await designs()).get(id)?.theme;

/** A theme unlike the base one in every part. */
const NIGHT: InvitationTheme = {
  palette: {
    background: '#101820',
    surface: '#1b2630',
    primary: '#d4af37',
    accent: '#f2e3b3',
    text: '#f5f5f5',
  },
  motif: 'art-deco',
  heading_font: 'serif-modern',
  body_font: 'sans-clean',
  layout: 'framed',
  cover_image: null,
};

it("opens a seed design's sample invitation from its Preview, and keeps an address an admin typed", async () => {
  const all = await designs();
  for (const seed of SEED_DESIGNS) expect(all.get(seed.id)?.template_url).toBe(`/contoh/${seed.id}`);
  for (const earlier of EARLIER_DESIGNS) expect(all.get(earlier.id)?.template_url).toBe(TYPED_TEMPLATE);
});

const design = (id: string, image_url: string): DesignInput => ({
  id,
  name: `Desain ${id}`,
  package_id: 'Premium',
  package_allowed: [3],
  category: 'wedding',
  template_url: '',
  image_url,
});

it("gives the seed designs their artwork's palette and ornament, and every other design a base theme around its image", async () => {
  const stored = await designs();
  for (const seed of SEED_DESIGNS) {
    const theme = stored.get(seed.id)?.theme;
    expect({ id: seed.id, palette: theme?.palette, motif: theme?.motif }).toEqual({
      id: seed.id,
      palette: seed.artwork.palette,
      motif: seed.artwork.motif,
    });
    expect(theme).toEqual(seed.theme);
  }
  expect(EARLIER_DESIGNS.map((d) => stored.get(d.id)?.theme)).toEqual([
    baseTheme('/design-images/lama.png'),
    baseTheme(null),
    baseTheme(null),
  ]);
});

it('gives a design created without a theme a base theme around its image, the upload form’s too', async () => {
  const created = await rpc.call(CATALOGUE.createDesign, design('baru', '/design-images/baru.png'));
  expect(created.theme).toEqual(baseTheme('/design-images/baru.png'));
  const uploaded = await rpc.call(CATALOGUE.createUploadedDesign, {
    name: 'Unggahan Tema',
    packageId: 3,
    image_url: '/design-images/unggahan.webp',
  });
  expect(uploaded.theme).toEqual(baseTheme('/design-images/unggahan.webp'));
  expect(await themeOf(uploaded.id)).toEqual(baseTheme('/design-images/unggahan.webp'));
});

it('keeps the stored theme when an edit sends none, and saves the one an edit sends', async () => {
  await rpc.call(CATALOGUE.createDesign, { ...design('malam', '/design-images/malam.png'), theme: NIGHT });
  expect(await themeOf('malam')).toEqual(NIGHT);

  const renamed = await rpc.call(CATALOGUE.updateDesign, {
    id: 'malam',
    input: { ...design('malam', '/design-images/malam.png'), name: 'Malam Emas' },
  });
  expect(renamed).toMatchObject({ name: 'Malam Emas', theme: NIGHT });

  // The admin's form sends its theme as the text of one field, the cover left out: the design's image.
  const { cover_image: _cover, ...edited } = { ...NIGHT, motif: 'kawung' as const, layout: 'split' as const };
  await rpc.call(CATALOGUE.updateDesign.pattern, {
    id: 'malam',
    input: { ...design('malam', '/design-images/malam.png'), theme: JSON.stringify(edited) },
  });
  expect(await themeOf('malam')).toEqual({ ...edited, cover_image: '/design-images/malam.png' });
});

it('lets a cover that was the old image follow a new one', async () => {
  await rpc.call(CATALOGUE.createDesign, design('ganti', '/design-images/lama-ganti.png'));
  const changed = await rpc.call(CATALOGUE.updateDesign, {
    id: 'ganti',
    input: design('ganti', '/design-images/baru-ganti.png'),
  });
  expect(changed.theme.cover_image).toBe('/design-images/baru-ganti.png');
});

it.each([
  [
    'a colour that is no colour',
    { ...NIGHT, palette: { ...NIGHT.palette, primary: 'merah' } },
    'Warna utama ditulis seperti #8a5a44.',
  ],
  [
    'a missing colour',
    { ...NIGHT, palette: { ...NIGHT.palette, text: undefined } },
    'Warna teks wajib diisi.',
  ],
  ['an unknown ornament', { ...NIGHT, motif: 'naga' }, 'Ornamen tema tidak dikenal.'],
  ['an unknown font', { ...NIGHT, heading_font: 'comic' }, 'Huruf judul tidak dikenal.'],
  [
    'a cover on another site',
    { ...NIGHT, cover_image: 'https://evil.example/x.png' },
    'Gambar sampul harus berkas di situs ini.',
  ],
  ['text that is no theme', '{"palette":', 'Tema undangan tidak dapat dibaca.'],
  ['a list', [NIGHT], 'Tema undangan tidak dapat dibaca.'],
])('refuses %s with 400 in Indonesian and changes nothing', async (_label, theme, message) => {
  await rpc
    .call(CATALOGUE.createDesign, { ...design('tetap', '/design-images/tetap.png'), theme: NIGHT })
    .catch(() => undefined);
  await expect(
    rpc.call(CATALOGUE.updateDesign.pattern, {
      id: 'tetap',
      input: { ...design('tetap', '/design-images/tetap.png'), theme },
    }),
  ).rejects.toMatchObject({ status: 400, code: 'bad_request', message });
  await expect(
    rpc.call(CATALOGUE.createDesign.pattern, { ...design('tidak-jadi', ''), theme }),
  ).rejects.toMatchObject({ status: 400, message });
  const stored = await designs();
  expect(stored.get('tetap')?.theme).toEqual(NIGHT);
  expect(stored.has('tidak-jadi')).toBe(false);
});

it('answers every design with a theme the contract accepts', async () => {
  for (const d of (await designs()).values()) expect(designSchema.parse(d)).toEqual(d);
});
