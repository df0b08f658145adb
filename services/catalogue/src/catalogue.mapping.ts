import {
  type Addon,
  type Design,
  type DesignForPackage,
  type Package,
  packageSchema,
} from '@undangan/contracts';
import { AddonEntity } from './addons/addon.entity';
import { DesignEntity } from './designs/design.entity';
import { PackageEntity } from './packages/package.entity';

/** A package's fields are named alike in the contract and on the entity: the contract's list decides. */
const PACKAGE_FIELDS = Object.keys(packageSchema.shape) as (keyof Package)[];

export function toPackage(e: PackageEntity): Package {
  return Object.fromEntries(PACKAGE_FIELDS.map((field) => [field, e[field]])) as Package;
}

export function toAddon(e: AddonEntity): Addon {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    price: e.price,
    kind: e.kind,
    included_in: e.included_in,
  };
}

export function toDesign(e: DesignEntity): Design {
  return {
    id: e.id,
    name: e.name,
    image_url: e.imageUrl,
    template_url: e.templateUrl,
    package_id: e.packageName,
    package_allowed: e.packageAllowed,
    package_name: e.packageName,
    category: e.category,
    theme: e.theme,
  };
}

export function toDesignForPackage(e: DesignEntity): DesignForPackage {
  const { id, name, image_url, package_allowed, package_name } = toDesign(e);
  return { id, name, image_url, package_allowed, package_name };
}
