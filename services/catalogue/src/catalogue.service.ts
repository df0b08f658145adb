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
  validate,
} from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import { DataSource, In } from 'typeorm';
import type { z } from 'zod';
import { AddonEntity } from './addons/addon.entity';
import { CatalogueChanges } from './catalogue-changes';
import { toAddon, toDesign, toDesignForPackage, toPackage } from './catalogue.mapping';
import { CatalogueStore } from './catalogue-store';
import { DesignEntity } from './designs/design.entity';
import { PackageEntity } from './packages/package.entity';

/** The gateway validates at the edge; the service checks again, since it is the owner of the data. */
function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = validate(schema, input);
  if (!result.ok) throw rpcFailure('bad_request', result.message);
  return result.value;
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
    return toPackage(await this.packages.create(this.packageEntity(parse(packageInputSchema, input))));
  }

  async updatePackage(id: number, input: PackageInput): Promise<Package> {
    return toPackage(await this.packages.update(id, this.packageEntity(parse(packageInputSchema, input))));
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
    return toAddon(await this.addons.create(this.addonEntity(parse(addonInputSchema, input))));
  }

  async updateAddon(id: number, input: AddonInput): Promise<Addon> {
    return toAddon(await this.addons.update(id, this.addonEntity(parse(addonInputSchema, input))));
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
    return toDesign(await this.designs.create(await this.designEntity(parse(designInputSchema, input))));
  }

  async updateDesign(id: string, input: DesignInput): Promise<Design> {
    const values = parse(designInputSchema, input);
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
    const [packages, addons, designs] = await Promise.all([
      packageIds.length ? this.dataSource.getRepository(PackageEntity).findBy({ id: In(packageIds) }) : [],
      addonIds.length ? this.dataSource.getRepository(AddonEntity).findBy({ id: In(addonIds) }) : [],
      designIds.length ? this.dataSource.getRepository(DesignEntity).findBy({ id: In(designIds) }) : [],
    ]);
    return { packages: packages.map(toPackage), addons: addons.map(toAddon), designs: designs.map(toDesign) };
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
