import {
  Addon,
  AddonInput,
  addonInputSchema,
  BASE_FEATURES_PACKAGE_ID,
  CatalogueQuote,
  CatalogueQuoteRequest,
  Design,
  DesignForPackage,
  DesignInput,
  designInputSchema,
  Package,
  PackageInput,
  packageInputSchema,
} from '@undangan/contracts';
import { parseRpcInput, rpcFailure } from '@undangan/platform';
import { DataSource } from 'typeorm';
import { AddonEntity } from './addons/addon.entity';
import { CatalogueChanges } from './catalogue-changes';
import { toAddon, toDesign, toDesignForPackage, toPackage } from './catalogue.mapping';
import { CatalogueStore } from './catalogue-store';
import { DesignEntity } from './designs/design.entity';
import { PackageEntity } from './packages/package.entity';

/** The packages, add-ons and designs a cart names, each list ordered by id. */
const QUOTE_SQL = `
  SELECT
    (SELECT coalesce(json_agg(json_build_object('id', id, 'name', name, 'price', price, 'features', features)
                              ORDER BY id), '[]')
       FROM packages WHERE id = ANY($1::integer[])) AS packages,
    (SELECT coalesce(json_agg(json_build_object('id', id, 'title', title, 'description', description,
                                                'price', price) ORDER BY id), '[]')
       FROM addons WHERE id = ANY($2::integer[])) AS addons,
    (SELECT coalesce(json_agg(json_build_object('id', id, 'name', name, 'imageUrl', image_url,
                                                'templateUrl', template_url, 'packageId', package_id,
                                                'packageAllowed', package_allowed, 'category', category)
                              ORDER BY id), '[]')
       FROM designs WHERE id = ANY($3::text[])) AS designs`;

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
    return toPackage(
      await this.packages.create(this.packageEntity(parseRpcInput(packageInputSchema, input))),
    );
  }

  async updatePackage(id: number, input: PackageInput): Promise<Package> {
    return toPackage(
      await this.packages.update(id, this.packageEntity(parseRpcInput(packageInputSchema, input))),
    );
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
    return toAddon(await this.addons.create(this.addonEntity(parseRpcInput(addonInputSchema, input))));
  }

  async updateAddon(id: number, input: AddonInput): Promise<Addon> {
    return toAddon(await this.addons.update(id, this.addonEntity(parseRpcInput(addonInputSchema, input))));
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

  async createDesign(input: DesignInput): Promise<Design> {
    return toDesign(
      await this.designs.create(await this.designEntity(parseRpcInput(designInputSchema, input))),
    );
  }

  async updateDesign(id: string, input: DesignInput): Promise<Design> {
    const values = parseRpcInput(designInputSchema, input);
    const existing = await this.dataSource.getRepository(DesignEntity).findOneBy({ id });
    // Keep the stored image when the form is saved without a new one.
    const entity = await this.designEntity({ ...values, image_url: values.image_url ?? existing?.imageUrl });
    return toDesign(await this.designs.update(id, entity));
  }

  deleteDesign(id: string): Promise<{ deleted: true }> {
    return this.designs.delete(id);
  }

  async quote(request: CatalogueQuoteRequest): Promise<CatalogueQuote> {
    const ids = <T>(list: unknown, ok: (v: unknown) => v is T) =>
      Array.isArray(list) ? [...new Set(list.filter(ok))].slice(0, 200) : [];
    const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;
    const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= 50;
    const packageIds = ids(request.packageIds, isId);
    const addonIds = ids(request.addonIds, isId);
    const designIds = ids(request.designIds, isText);
    // Every checkout asks for a quote: one round trip for the three lists, rows named as the
    // entities name them, so the one mapping of catalogue.mapping.ts shapes them.
    const [row]: { packages: PackageEntity[]; addons: AddonEntity[]; designs: DesignEntity[] }[] =
      await this.dataSource.query(QUOTE_SQL, [packageIds, addonIds, designIds]);
    return {
      packages: row.packages.map(toPackage),
      addons: row.addons.map(toAddon),
      designs: row.designs.map(toDesign),
    };
  }

  private packageEntity(input: PackageInput): PackageEntity {
    return Object.assign(new PackageEntity(), input);
  }

  private addonEntity(input: AddonInput): AddonEntity {
    return Object.assign(new AddonEntity(), input);
  }

  private async designEntity(input: DesignInput): Promise<DesignEntity> {
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
      packageId: input.package_id,
      packageAllowed: input.package_allowed,
      category: input.category,
    });
  }
}
