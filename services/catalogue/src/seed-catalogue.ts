import type { DataSource } from 'typeorm';
import { AddonEntity } from './addons/addon.entity';
import { DesignEntity } from './designs/design.entity';
import { PackageEntity } from './packages/package.entity';
import { SEED_ADDONS, SEED_DESIGNS, SEED_PACKAGES } from './seed/catalogue-seed';

/**
 * Loads the development catalogue. With onlyIfEmpty it does nothing once any package exists, so a
 * restart never overwrites an admin's edits; otherwise it upserts the seed rows by id.
 */
export async function seedCatalogue(
  dataSource: DataSource,
  opts: { onlyIfEmpty: boolean },
): Promise<boolean> {
  return dataSource.transaction(async (m) => {
    // Serialise concurrent seeders (two replicas starting together).
    await m.query('LOCK TABLE packages IN EXCLUSIVE MODE');
    if (opts.onlyIfEmpty && (await m.getRepository(PackageEntity).count()) > 0) return false;
    await m.getRepository(PackageEntity).upsert(
      SEED_PACKAGES.map((p) => Object.assign(new PackageEntity(), p)),
      ['id'],
    );
    await m.getRepository(AddonEntity).upsert(
      SEED_ADDONS.map((a) => Object.assign(new AddonEntity(), a)),
      ['id'],
    );
    await m.getRepository(DesignEntity).upsert(
      SEED_DESIGNS.map((d) =>
        Object.assign(new DesignEntity(), {
          id: d.id,
          name: d.name,
          imageUrl: d.image_url,
          templateUrl: d.template_url,
          packageId: d.package_id,
          packageAllowed: d.package_allowed,
          category: d.category,
        }),
      ),
      ['id'],
    );
    return true;
  });
}
