import type { DataSource } from 'typeorm';
import { AddonEntity } from './addons/addon.entity';
import { DesignEntity } from './designs/design.entity';
import { PackageEntity } from './packages/package.entity';
import { lockPackages } from './packages/package.queries';
import { SEED_ADDONS, SEED_DESIGNS, SEED_PACKAGES } from './seed/catalogue-seed';

/**
 * Loads the development catalogue. With onlyIfEmpty it does nothing once any package exists, so a
 * restart never overwrites an admin's edits; otherwise it upserts the seed rows by id.
 */
export async function seedCatalogue(
  dataSource: DataSource,
  opts: { onlyIfEmpty: boolean },
): Promise<boolean> {
  return dataSource.transaction(async (manager) => {
    await lockPackages(manager);
    if (opts.onlyIfEmpty && (await manager.getRepository(PackageEntity).count()) > 0) return false;
    await manager.getRepository(PackageEntity).upsert(
      SEED_PACKAGES.map((seeded) => Object.assign(new PackageEntity(), seeded)),
      ['id'],
    );
    await manager.getRepository(AddonEntity).upsert(
      SEED_ADDONS.map((seeded) => Object.assign(new AddonEntity(), seeded)),
      ['id'],
    );
    await manager.getRepository(DesignEntity).upsert(
      SEED_DESIGNS.map((seeded) =>
        Object.assign(new DesignEntity(), {
          id: seeded.id,
          name: seeded.name,
          imageUrl: seeded.image_url,
          templateUrl: seeded.template_url,
          packageName: seeded.package_id,
          packageAllowed: seeded.package_allowed,
          category: seeded.category,
          theme: seeded.theme,
        }),
      ),
      ['id'],
    );
    return true;
  });
}
