import { getDesigns } from '@/storefront/components/design-gallery/get-designs';

/** Each design's category (wedding, birthday...), by design id, from the gallery's list. */
export async function getDesignCategories(signal?: AbortSignal): Promise<Map<string, string>> {
  const designs = await getDesigns(signal);
  return new Map(designs.map((design) => [design.id, design.category]));
}
