import {
  Addon,
  AddonInput,
  BASE_FEATURES_PACKAGE_ID,
  CatalogueQuote,
  CatalogueQuoteRequest,
  Design,
  DesignNameLookup,
  DesignForPackage,
  DesignInput,
  DesignUploadRequest,
  designInputSchema,
  InvitationTheme,
  Package,
  PackageInput,
} from '@undangan/contracts';
import { parseRpcInput, rpcFailure } from '@undangan/platform';
import { DataSource } from 'typeorm';
import { AddonEntity } from './addons/addon.entity';
import { CatalogueChanges } from './catalogue-changes';
import { toAddon, toDesign, toDesignForPackage, toPackage } from './catalogue.mapping';
import { CatalogueStore } from './catalogue-store';
import { designIdFromName } from './designs/design-id';
import { editedDesignTheme, newDesignTheme } from './designs/design-theme';
import { DesignEntity } from './designs/design.entity';
import { PackageEntity } from './packages/package.entity';
import { quoteRows } from './packages/package.queries';

/** At most this many ids, and this many names, of each kind in one quote. */
const QUOTE_MAX_ENTRIES = 200;
/** The longest name the admin forms accept; a longer one cannot match. */
const QUOTE_MAX_NAME = 100;

const distinct = <T>(list: unknown, ok: (v: unknown) => v is T): T[] =>
  Array.isArray(list) ? [...new Set(list.filter(ok))].slice(0, QUOTE_MAX_ENTRIES) : [];
const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;
const isDesignId = (v: unknown): v is string => typeof v === 'string' && v.length <= 50;
/** A name as asked, trimmed; '' when it is no usable name. */
const askedName = (v: unknown): string =>
  typeof v === 'string' && v.trim().length <= QUOTE_MAX_NAME ? v.trim() : '';
const names = (list: unknown): string[] =>
  Array.isArray(list)
    ? [...new Set(list.map(askedName).filter((n) => n !== ''))].slice(0, QUOTE_MAX_ENTRIES)
    : [];

/** The design lookups of a request that can be answered, each with its name and one package reference. */
function designLookups(list: unknown): DesignNameLookup[] {
  if (!Array.isArray(list)) return [];
  const lookups: DesignNameLookup[] = [];
  for (const entry of list.slice(0, QUOTE_MAX_ENTRIES)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { name, packageId, packageName } = entry as Record<string, unknown>;
    const lookup: DesignNameLookup = { name: askedName(name) };
    if (isId(packageId)) lookup.packageId = packageId;
    else if (askedName(packageName)) lookup.packageName = askedName(packageName);
    else continue;
    if (lookup.name) lookups.push(lookup);
  }
  return lookups;
}

export class CatalogueService {
  private readonly packages: CatalogueStore<PackageEntity>;
  private readonly addons: CatalogueStore<AddonEntity>;
  private readonly designs: CatalogueStore<DesignEntity>;

  constructor(
    private readonly dataSource: DataSource,
    changes: CatalogueChanges,
  ) {
    this.packages = new CatalogueStore(changes, PackageEntity, 'package');
    this.addons = new CatalogueStore(changes, AddonEntity, 'addon');
    this.designs = new CatalogueStore(changes, DesignEntity, 'design');
  }

  async listPackages(): Promise<Package[]> {
    const rows = await this.dataSource.getRepository(PackageEntity).find({ order: { id: 'ASC' } });
    return rows.map(toPackage);
  }

  async createPackage(input: PackageInput): Promise<Package> {
    return toPackage(await this.packages.create(this.packageEntity(input)));
  }

  async updatePackage(id: number, input: PackageInput): Promise<Package> {
    return toPackage(await this.packages.update(id, this.packageEntity(input)));
  }

  async deletePackage(id: number): Promise<{ deleted: true }> {
    if (id === BASE_FEATURES_PACKAGE_ID)
      throw rpcFailure('conflict', 'Paket Fitur Dasar tidak dapat dihapus.');
    return this.packages.delete(id);
  }

  async listAddons(): Promise<Addon[]> {
    const rows = await this.dataSource.getRepository(AddonEntity).find({ order: { id: 'ASC' } });
    return rows.map(toAddon);
  }

  async createAddon(input: AddonInput): Promise<Addon> {
    const { kind = 'extra', included_in = [] } = input;
    return toAddon(await this.addons.create(this.addonEntity({ ...input, kind, included_in })));
  }

  /** An edit without a kind or included packages (the specification's form) keeps the add-on's own. */
  async updateAddon(id: number, input: AddonInput): Promise<Addon> {
    const { kind, included_in, ...named } = input;
    const values = { ...named, ...(kind && { kind }), ...(included_in && { included_in }) };
    return toAddon(await this.addons.update(id, this.addonEntity(values)));
  }

  deleteAddon(id: number): Promise<{ deleted: true }> {
    return this.addons.delete(id);
  }

  async listDesigns(): Promise<Design[]> {
    const rows = await this.dataSource
      .getRepository(DesignEntity)
      .find({ order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map(toDesign);
  }

  async listDesignsForPackage(packageId: number): Promise<DesignForPackage[]> {
    const rows = await this.dataSource
      .getRepository(DesignEntity)
      .createQueryBuilder('d')
      .where(':packageId = ANY(d.package_allowed)', { packageId })
      .orderBy('d.created_at', 'ASC')
      .addOrderBy('d.id', 'ASC')
      .getMany();
    return rows.map(toDesignForPackage);
  }

  /** Without a theme, the design gets a base theme around its image. */
  async createDesign(input: DesignInput): Promise<Design> {
    const theme = newDesignTheme(input.theme, input.image_url ?? '');
    return toDesign(await this.designs.create(await this.designEntity(input, theme)));
  }

  /**
   * The /upload-image form's design: the catalogue names it (designIdFromName) and takes it for the
   * one package chosen, which may not be the base-features package (it is never ordered alone).
   */
  async createUploadedDesign(request: DesignUploadRequest): Promise<Design> {
    const chosen =
      request.packageId === BASE_FEATURES_PACKAGE_ID
        ? null
        : await this.dataSource.getRepository(PackageEntity).findOneBy({ id: request.packageId });
    if (!chosen) throw rpcFailure('bad_request', 'Paket tidak ditemukan.');
    // The design is made here, from the form's name: it is checked as an admin's design would be,
    // and, sent without a theme, gets a base theme around its image.
    return this.createDesign(
      parseRpcInput(designInputSchema, {
        id: designIdFromName(request.name),
        name: request.name,
        package_id: chosen.name,
        package_allowed: [chosen.id],
        category: 'wedding',
        template_url: '',
        image_url: request.image_url,
      }),
    );
  }

  /** An edit without a new image or a theme keeps the design's own. */
  async updateDesign(id: string, input: DesignInput): Promise<Design> {
    const existing = await this.dataSource.getRepository(DesignEntity).findOneBy({ id });
    const imageUrl = input.image_url ?? existing?.imageUrl ?? '';
    const theme = existing
      ? editedDesignTheme(input.theme, existing, imageUrl)
      : newDesignTheme(input.theme, imageUrl);
    const entity = await this.designEntity({ ...input, image_url: imageUrl }, theme);
    return toDesign(await this.designs.update(id, entity));
  }

  deleteDesign(id: string): Promise<{ deleted: true }> {
    return this.designs.delete(id);
  }

  /**
   * The rows a cart refers to, by id and by name, in one round trip. A design asked by name matches
   * only among the designs that allow its package (given by id, or by a name that matches exactly
   * one package).
   */
  async quote(request: CatalogueQuoteRequest): Promise<CatalogueQuote> {
    const packageIds = distinct(request.packageIds, isId);
    const addonIds = distinct(request.addonIds, isId);
    const designIds = distinct(request.designIds, isDesignId);
    const lookups = designLookups(request.designNames);
    const packageNames = names([
      ...(Array.isArray(request.packageNames) ? request.packageNames : []),
      ...lookups.flatMap((l) => (l.packageName ? [l.packageName] : [])),
    ]);
    const addonTitles = names(request.addonTitles);
    const designNames = names(lookups.map((l) => l.name));
    const row = await quoteRows(this.dataSource.manager, {
      packageIds,
      addonIds,
      designIds,
      packageNames,
      addonTitles,
      designNames,
      baseFeaturesPackageId: BASE_FEATURES_PACKAGE_ID,
    });
    // Rows named as the entities name them, so the one mapping of catalogue.mapping.ts shapes them.
    const quote: CatalogueQuote = {
      packages: row.packages.map(toPackage),
      addons: row.addons.map(toAddon),
      designs: row.designs.map(toDesign),
    };
    if (packageNames.length + addonTitles.length + designNames.length === 0) return quote;

    const packageMatches = (name: string) => row.package_matches[name] ?? [];
    const designs = new Map(quote.designs.map((d) => [d.id, d]));
    const answered = lookups.map((lookup) => {
      const named = lookup.packageName ? packageMatches(lookup.packageName) : [];
      const packageId = lookup.packageId ?? (named.length === 1 ? named[0] : undefined);
      const ids =
        packageId === undefined
          ? []
          : (row.design_matches[lookup.name] ?? []).filter((id) =>
              designs.get(id)?.package_allowed.includes(packageId),
            );
      return { ...lookup, ids };
    });
    // A design that matched a name but allows none of the packages asked is no part of the answer.
    const kept = new Set([...designIds, ...answered.flatMap((l) => l.ids)]);
    quote.designs = quote.designs.filter((d) => kept.has(d.id));
    quote.names = {
      packages: names(request.packageNames).map((name) => ({ name, ids: packageMatches(name) })),
      addons: addonTitles.map((title) => ({ title, ids: row.addon_matches[title] ?? [] })),
      designs: answered,
    };
    return quote;
  }

  private packageEntity(input: PackageInput): PackageEntity {
    return Object.assign(new PackageEntity(), input);
  }

  private addonEntity(input: AddonInput): AddonEntity {
    return Object.assign(new AddonEntity(), input);
  }

  private async designEntity(input: DesignInput, theme: InvitationTheme): Promise<DesignEntity> {
    if (input.package_allowed.length > 0) {
      const known = await this.dataSource
        .getRepository(PackageEntity)
        .createQueryBuilder('p')
        .where('p.id = ANY(:ids)', { ids: input.package_allowed })
        .getCount();
      if (known !== input.package_allowed.length)
        throw rpcFailure('bad_request', 'Paket yang diizinkan berisi ID paket yang tidak dikenal.');
    }
    return Object.assign(new DesignEntity(), {
      id: input.id,
      name: input.name,
      imageUrl: input.image_url ?? '',
      templateUrl: input.template_url,
      packageName: input.package_id,
      packageAllowed: input.package_allowed,
      category: input.category,
      theme,
    });
  }
}
