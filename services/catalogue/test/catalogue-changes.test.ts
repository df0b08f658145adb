import { AddonInput, CatalogueChangedData, EVENT_TYPES, EventEnvelope } from '@undangan/contracts';
import { createLogger, EventBus, InboxConsumer, openDataSource, OutboxRelay } from '@undangan/platform';
import { createTestDatabase, createTestVhost, waitFor } from '@undangan/platform/testing';
import type { DataSource } from 'typeorm';
import { CatalogueChanges } from '../src/catalogue-changes';
import { CatalogueService } from '../src/catalogue.service';
import { catalogueEntities, catalogueMigrations } from '../src/catalogue.program';
import { seedCatalogue } from '../src/seed-catalogue';
import { SEED_PACKAGES } from '../src/seed/catalogue-seed';

/** Every catalogue change is announced once, in the same transaction; a failed change announces nothing. */
jest.setTimeout(60_000);

const logger = createLogger('test', 'silent');
let db: { url: string; drop(): Promise<void> };
let vhost: { url: string; drop(): Promise<void> };
let dataSource: DataSource;
let bus: EventBus;
let relay: OutboxRelay;
let consumer: InboxConsumer;
let service: CatalogueService;
const received: CatalogueChangedData[] = [];
/** What the service needs of an add-on besides its own fields: an extra, in no package. */
const EXTRA: Pick<AddonInput, 'kind' | 'included_in'> = { kind: 'extra', included_in: [] };

beforeAll(async () => {
  [db, vhost] = await Promise.all([createTestDatabase('catalogue'), createTestVhost('catalogue')]);
  dataSource = await openDataSource({
    url: db.url,
    entities: catalogueEntities,
    migrations: catalogueMigrations,
  });
  bus = EventBus.connect(vhost.url, logger);
  relay = new OutboxRelay({ dataSource, bus, logger, pollIntervalMs: 50 });
  relay.start();
  consumer = new InboxConsumer({
    dataSource,
    url: vhost.url,
    queue: 'test.catalogue-changes',
    bindings: [EVENT_TYPES.catalogueChanged],
    // One message in flight at a time: handlers then run in the order the relay published.
    prefetch: 1,
    logger,
    handler: async (event: EventEnvelope) => {
      received.push(event.data as CatalogueChangedData);
    },
  });
  await consumer.start();
  service = new CatalogueService(dataSource, new CatalogueChanges(dataSource, relay));
});

afterAll(async () => {
  await consumer?.stop();
  await relay?.stop();
  await bus?.close();
  await dataSource?.destroy();
  await Promise.all([db?.drop(), vhost?.drop()]);
});

const waitForEvents = (count: number) =>
  waitFor(
    `${count} catalogue events`,
    () => received.length,
    (n) => n >= count,
    10_000,
    25,
  );

it('seeds an empty catalogue once and leaves an edited one alone', async () => {
  expect(await seedCatalogue(dataSource, { onlyIfEmpty: true })).toBe(true);
  expect(await service.listPackages()).toEqual([...SEED_PACKAGES].sort((a, b) => a.id - b.id));
  await service.updatePackage(2, { ...SEED_PACKAGES.find((p) => p.id === 2)!, price: 123_000 });
  expect(await seedCatalogue(dataSource, { onlyIfEmpty: true })).toBe(false);
  expect((await service.listPackages()).find((p) => p.id === 2)?.price).toBe(123_000);
  await waitForEvents(1);
  received.length = 0;
});

it('publishes catalogue.changed for each change and nothing for a refused one', async () => {
  await service.createAddon({
    ...EXTRA,
    id: 40,
    title: 'Cetak QR',
    description: 'Kartu QR tamu',
    price: 30_000,
  });
  await expect(
    service.createAddon({ ...EXTRA, id: 40, title: 'Lagi', description: '', price: 1 }),
  ).rejects.toBeDefined();
  await service.updateAddon(40, {
    ...EXTRA,
    id: 40,
    title: 'Cetak QR',
    description: 'Kartu QR tamu',
    price: 35_000,
  });
  await expect(service.deleteAddon(999)).rejects.toBeDefined();
  await service.deleteAddon(40);
  await waitForEvents(3);
  await new Promise((r) => setTimeout(r, 300));
  expect(received).toEqual([
    { entity: 'addon', change: 'created', id: '40' },
    { entity: 'addon', change: 'updated', id: '40' },
    { entity: 'addon', change: 'deleted', id: '40' },
  ]);
});

it('refuses to delete the base features package', async () => {
  await expect(service.deletePackage(1)).rejects.toMatchObject({
    error: { status: 409, code: 'conflict', message: 'Paket Fitur Dasar tidak dapat dihapus.' },
  });
});

it('keeps a design image when the form is saved without a new one, and checks allowed packages', async () => {
  const design = {
    id: 'uji',
    name: 'Uji',
    package_id: 'Basic',
    package_allowed: [2, 3],
    category: 'wedding' as const,
    template_url: '',
    image_url: '/generated/designs/uji.svg',
  };
  await service.createDesign(design);
  const updated = await service.updateDesign('uji', { ...design, name: 'Uji Baru', image_url: undefined });
  expect(updated.image_url).toBe('/generated/designs/uji.svg');
  expect((await service.listDesignsForPackage(3)).map((d) => d.id)).toContain('uji');
  expect((await service.listDesignsForPackage(4)).map((d) => d.id)).not.toContain('uji');
  await expect(service.updateDesign('uji', { ...design, package_allowed: [2, 99] })).rejects.toMatchObject({
    error: { status: 400 },
  });
});

it('names an uploaded design and takes it only for a package a design is ordered with', async () => {
  const request = { name: 'Unggahan Baru', packageId: 3, image_url: '/design-images/x.png' };
  const design = await service.createUploadedDesign(request);
  expect(design).toMatchObject({
    name: 'Unggahan Baru',
    package_id: 'Premium',
    package_allowed: [3],
    category: 'wedding',
    template_url: '',
    image_url: '/design-images/x.png',
  });
  expect(design.id).toMatch(/^unggahan-baru-[a-z0-9]{6}$/);
  const refused = { error: { status: 400, code: 'bad_request', message: 'Paket tidak ditemukan.' } };
  await expect(service.createUploadedDesign({ ...request, packageId: 1 })).rejects.toMatchObject(refused);
  await expect(service.createUploadedDesign({ ...request, packageId: 999 })).rejects.toMatchObject(refused);
});

it('quotes exactly what the public lists show, for the ids asked and no others', async () => {
  const [packages, addons, designs] = await Promise.all([
    service.listPackages(),
    service.listAddons(),
    service.listDesigns(),
  ]);
  const quote = await service.quote({
    packageIds: [3, 2, 999],
    addonIds: [addons[0].id, 999],
    designIds: [designs[1].id, 'tidak-ada'],
  });
  expect(quote).toEqual({
    packages: packages.filter((p) => p.id === 2 || p.id === 3),
    addons: [addons[0]],
    designs: [designs[1]],
  });
  expect(await service.quote({ packageIds: [], addonIds: [], designIds: [] })).toEqual({
    packages: [],
    addons: [],
    designs: [],
  });
});
