import { CATALOGUE, CatalogueQuoteRequest } from '@undangan/contracts';
import { openDataSource, parseRpcInput } from '@undangan/platform';
import { createTestDatabase } from '@undangan/platform/testing';
import type { DataSource } from 'typeorm';
import { CatalogueChanges } from '../src/catalogue-changes';
import { CatalogueService } from '../src/catalogue.service';
import { catalogueEntities, catalogueMigrations } from '../src/catalogue.program';
import { seedCatalogue } from '../src/seed-catalogue';

/**
 * The quote resolves the names a cart of PRODUCT.md section 3 gives, against the seed catalogue in a
 * real database.
 */
jest.setTimeout(60_000);

let db: { url: string; drop(): Promise<void> };
let dataSource: DataSource;
let service: CatalogueService;

beforeAll(async () => {
  db = await createTestDatabase('catalogue_quote');
  dataSource = await openDataSource({
    url: db.url,
    entities: catalogueEntities,
    migrations: catalogueMigrations,
  });
  await seedCatalogue(dataSource, { onlyIfEmpty: false });
  service = new CatalogueService(dataSource, new CatalogueChanges(dataSource));
});

afterAll(async () => {
  await dataSource?.destroy();
  await db?.drop();
});

const ask = (request: Partial<CatalogueQuoteRequest>) =>
  service.quote({ packageIds: [], addonIds: [], designIds: [], ...request });

it('resolves names whole, trimmed and in any case, and never to the base-features package', async () => {
  const quote = await ask({
    packageNames: [' premium ', 'EXCLUSIVE', 'Fitur Dasar', 'Gold', 'Prem'],
    addonTitles: ['split link', '  One Day Service (24 Jam)', 'Pijat'],
  });
  expect(quote.names?.packages).toEqual([
    { name: 'premium', ids: [3] },
    { name: 'EXCLUSIVE', ids: [4] },
    { name: 'Fitur Dasar', ids: [] },
    { name: 'Gold', ids: [] },
    { name: 'Prem', ids: [] },
  ]);
  expect(quote.names?.addons).toEqual([
    { title: 'split link', ids: [5] },
    { title: 'One Day Service (24 Jam)', ids: [2] },
    { title: 'Pijat', ids: [] },
  ]);
  // The rows of the matches, at the catalogue's prices, as the id lists give them.
  expect(quote.packages.map((p) => [p.id, p.price])).toEqual([
    [3, 179_000],
    [4, 299_000],
  ]);
  expect(quote.addons.map((a) => [a.id, a.price])).toEqual([
    [2, 100_000],
    [5, 80_000],
  ]);
});

it('finds a design by name only among the designs its package may have', async () => {
  const quote = await ask({
    packageIds: [2],
    designNames: [
      { name: 'eucalyptus mist', packageName: 'Premium' },
      { name: 'Eucalyptus Mist', packageId: 2 },
      { name: 'DUSTY BLUE', packageId: 4 },
      { name: 'Rustic Garden', packageName: 'Gold' },
      { name: 'Rustic Garden', packageName: 'Fitur Dasar' },
    ],
  });
  // A quoted design is a whole design: its package by name, as the gallery shows it.
  expect(quote.designs.find((d) => d.id === 'premium-eucalyptus-mist')).toMatchObject({
    package_id: 'Premium',
    package_name: 'Premium',
  });
  expect(quote.names?.designs).toEqual([
    { name: 'eucalyptus mist', packageName: 'Premium', ids: ['premium-eucalyptus-mist'] },
    { name: 'Eucalyptus Mist', packageId: 2, ids: [] },
    { name: 'DUSTY BLUE', packageId: 4, ids: ['basic-dusty-blue'] },
    { name: 'Rustic Garden', packageName: 'Gold', ids: [] },
    { name: 'Rustic Garden', packageName: 'Fitur Dasar', ids: [] },
  ]);
  // Only the designs that answered a lookup: Rustic Garden matched a name but no package.
  expect(quote.designs.map((d) => d.id)).toEqual(['basic-dusty-blue', 'premium-eucalyptus-mist']);
  expect(quote.names?.packages).toEqual([]);
  expect(quote.packages.map((p) => p.id)).toEqual([2, 3]);
});

it('answers every match of an ambiguous name, so the caller can refuse it', async () => {
  await service.createAddon({
    kind: 'extra',
    included_in: [],
    id: 90,
    title: 'SPLIT LINK',
    description: 'Salinan',
    price: 1,
  });
  try {
    const quote = await ask({ addonTitles: ['Split Link'] });
    expect(quote.names?.addons).toEqual([{ title: 'Split Link', ids: [5, 90] }]);
  } finally {
    await service.deleteAddon(90);
  }
});

it('answers a quote of ids alone exactly as before, and ignores names that are no names', async () => {
  const byIds = await ask({ packageIds: [3], addonIds: [5], designIds: ['premium-eucalyptus-mist'] });
  expect(Object.keys(byIds).sort()).toEqual(['addons', 'designs', 'packages']);
  const junk = {
    packageIds: [3],
    addonIds: [5],
    designIds: ['premium-eucalyptus-mist'],
    packageNames: [5, null, '', '   ', 'x'.repeat(101)],
    addonTitles: 'Split Link',
    designNames: [null, { name: 'Sage' }, { name: '', packageId: 3 }, { name: 'Sage', packageId: -1 }],
  } as unknown as CatalogueQuoteRequest;
  expect(await service.quote(junk)).toEqual(byIds);
});

it('answers every field of a package, an add-on and a design, as the lists do', async () => {
  const [packages, addons, designs] = await Promise.all([
    service.listPackages(),
    service.listAddons(),
    service.listDesigns(),
  ]);
  const quote = await ask({
    packageIds: packages.map((p) => p.id),
    addonIds: addons.map((a) => a.id),
    designIds: designs.map((d) => d.id),
  });
  const byId = <T extends { id: string | number }>(rows: T[]) =>
    [...rows].sort((a, b) => String(a.id).localeCompare(String(b.id)));
  expect(byId(quote.packages)).toEqual(byId(packages));
  expect(byId(quote.addons)).toEqual(byId(addons));
  expect(byId(quote.designs)).toEqual(byId(designs));
});

it('says from data which add-ons are turnarounds and which packages include an add-on', async () => {
  const quote = await ask({ addonIds: [1, 2, 3, 4, 5] });
  expect(quote.addons.map((a) => [a.title, a.kind, a.included_in])).toEqual([
    ['Express 2 Hari', 'turnaround', []],
    ['One Day Service (24 Jam)', 'turnaround', []],
    ['Revisi Foto/Musik', 'extra', []],
    ['Penyesuaian Warna', 'extra', [3, 4]],
    ['Split Link', 'extra', []],
  ]);
});

it('keeps what the admin says of an add-on: its kind and the packages that include it, each once', async () => {
  // As the admin form sends it (comma-joined text), read as @Handles reads it: by the contract's schema.
  const request = parseRpcInput(CATALOGUE.createAddon.schema, {
    id: 90,
    title: 'Kilat 6 Jam',
    description: '',
    price: 150_000,
    included_in: '4, 4,3',
    kind: 'turnaround',
  });
  const saved = await service.createAddon(request);
  expect(saved).toMatchObject({ kind: 'turnaround', included_in: [4, 3] });
  expect((await ask({ addonIds: [90] })).addons).toEqual([saved]);
  await service.deleteAddon(90);
});

it("keeps an add-on's kind and included packages through an edit that names neither, as the specification's form sends it", async () => {
  const create = parseRpcInput(CATALOGUE.createAddon.schema, {
    id: 91,
    title: 'Kilat 6 Jam',
    price: 150_000,
    kind: 'turnaround',
    included_in: [4],
  });
  await service.createAddon(create);
  try {
    const edit = parseRpcInput(CATALOGUE.updateAddon.schema, {
      id: 91,
      input: { id: 91, title: 'Kilat 8 Jam', description: 'Lebih lama', price: 120_000 },
    });
    const saved = await service.updateAddon(edit.id, edit.input);
    expect(saved).toMatchObject({
      title: 'Kilat 8 Jam',
      price: 120_000,
      kind: 'turnaround',
      included_in: [4],
    });
    // Named, they change: an empty list takes the add-on out of every package.
    const named = parseRpcInput(CATALOGUE.updateAddon.schema, {
      id: 91,
      input: { id: 91, title: 'Kilat 8 Jam', price: 120_000, kind: 'extra', included_in: '' },
    });
    expect(await service.updateAddon(named.id, named.input)).toMatchObject({
      kind: 'extra',
      included_in: [],
    });
    // A new add-on named with neither is an extra in no package.
    await service.deleteAddon(91);
    const plain = parseRpcInput(CATALOGUE.createAddon.schema, { id: 91, title: 'Polos', price: 1 });
    expect(await service.createAddon(plain)).toMatchObject({ kind: 'extra', included_in: [] });
  } finally {
    await service.deleteAddon(91).catch(() => undefined);
  }
});

it('gives a catalogue migrated from before the fields the seed add-ons their kind and packages', async () => {
  const old = await createTestDatabase('catalogue_addon_choices');
  try {
    const before = await openDataSource({ url: old.url, entities: [], migrations: [catalogueMigrations[0]] });
    await before.query(`INSERT INTO packages (id, name, price) VALUES (3, 'Premium', 1), (4, 'Exclusive', 1),
      (7, 'Basic', 1)`);
    await before.query(`INSERT INTO addons (id, title, price) VALUES (1, 'Express 2 Hari', 1),
      (2, 'One Day Service (24 Jam)', 1), (4, 'Penyesuaian Warna', 1), (9, 'Buket Bunga', 1)`);
    await before.destroy();
    const after = await openDataSource({
      url: old.url,
      entities: catalogueEntities,
      migrations: catalogueMigrations,
    });
    const rows = await after.query('SELECT id, kind, included_in FROM addons ORDER BY id');
    await after.destroy();
    expect(rows).toEqual([
      { id: 1, kind: 'turnaround', included_in: [] },
      { id: 2, kind: 'turnaround', included_in: [] },
      { id: 4, kind: 'extra', included_in: [3, 4] },
      { id: 9, kind: 'extra', included_in: [] },
    ]);
  } finally {
    await old.drop();
  }
});
