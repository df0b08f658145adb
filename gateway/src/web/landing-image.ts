import { showcaseDesign } from '@undangan/contracts';
import type { CachedAnswer } from '../catalogue/catalogue-cache';

/**
 * An image the landing page may ask for in its head: a path of this site, in characters that need
 * no escaping in an attribute. An image elsewhere (an https address) is left to the page.
 */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9._~/-]{1,300}$/;

/** The showcase design's image address in a designs list as the gateway sends it, if it has one. */
export function landingImageOf(designsJson: Buffer): string | undefined {
  try {
    const designs: unknown = JSON.parse(designsJson.toString('utf8'));
    if (!Array.isArray(designs) || !designs.every((d) => typeof d === 'object' && d !== null))
      return undefined;
    const url: unknown = showcaseDesign(
      designs as { category?: string; package_id?: string; image_url?: unknown }[],
    )?.image_url;
    return typeof url === 'string' && SITE_PATH.test(url) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** How often, at most, a landing page without its image has the designs read (a stopped catalogue is not asked on every page). */
export const LANDING_IMAGE_RETRY_MS = 5_000;

export interface LandingImageSource {
  /** The designs answer the catalogue cache last kept, however old (CatalogueCache.latest). */
  kept(): CachedAnswer | undefined;
  /** Has the cache read the designs (CatalogueCache.get, which then keeps them); never rejects. */
  read(): Promise<unknown>;
  now?: () => number;
}

/**
 * The landing page's largest paint is the showcase design, which the page finds only once its
 * scripts have run and the designs have come: the gateway names its image in the page's head so it
 * downloads beside them. Read from the designs answer the catalogue cache last kept, once per
 * answer. While the cache holds none (the gateway has just started, or the catalogue changed), the
 * page goes without, and the designs are read in the background for the pages after it, at most
 * once per LANDING_IMAGE_RETRY_MS.
 */
export class LandingImage {
  private readFrom?: CachedAnswer;
  private url?: string;
  private lastAsked = Number.NEGATIVE_INFINITY;
  private asking?: Promise<unknown>;

  constructor(private readonly source: LandingImageSource) {}

  current(): string | undefined {
    const answer = this.source.kept();
    if (answer === undefined) this.ask();
    if (answer !== this.readFrom) {
      this.readFrom = answer;
      this.url = answer === undefined ? undefined : landingImageOf(answer.body);
    }
    return this.url;
  }

  /** Reads the designs now, unless a read is under way or was made within the retry time. */
  ask(): Promise<unknown> {
    const now = (this.source.now ?? Date.now)();
    if (this.asking || now - this.lastAsked < LANDING_IMAGE_RETRY_MS) return this.asking ?? Promise.resolve();
    this.lastAsked = now;
    const asking = this.source.read().finally(() => {
      if (this.asking === asking) this.asking = undefined;
    });
    this.asking = asking;
    return asking;
  }
}
