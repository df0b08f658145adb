import { createHash } from 'node:crypto';
import { constants, gzipSync } from 'node:zlib';
import { acceptsCoding } from '../http/accept-encoding';
import type { Logger } from '@undangan/platform';
import { CatalogueChangeListener } from './catalogue-change-listener';
import { countCatalogueChange, countCatalogueRead } from './catalogue-read-metrics';

/** One representation of an answer: its bytes and their strong ETag. */
export interface Representation {
  body: Buffer;
  etag: string;
}

/**
 * A public catalogue answer, serialised and compressed once: its JSON bytes and their strong ETag,
 * and the same gzipped, with an ETag of its own (another representation, RFC 9110 8.8.3), for the
 * browsers that accept it (nginx keeps both and sends them as they are).
 */
export interface CachedAnswer extends Representation {
  gzip: Representation;
}

export interface CatalogueCacheOptions {
  /**
   * How long an answer may be served without asking the catalogue again (docs/ARCHITECTURE.md, "The
   * catalogue cache").
   */
  ttlMs?: number;
  /** Different keys kept at once (one per list, one per package's design list). */
  maxEntries?: number;
  now?: () => number;
}

interface Entry extends CachedAnswer {
  expiresAt: number;
}

export const DEFAULT_CATALOGUE_CACHE_TTL_MS = 30_000;
const DEFAULT_MAX_ENTRIES = 256;
/** How long the gateway waits at start for its change subscription before serving uncached. */
const SUBSCRIBE_WAIT_MS = 3_000;

/**
 * The storefront's catalogue reads, kept in the gateway: one RPC hop caps near 11k calls/s, while
 * the lists change a few times a day. An answer is kept only while the gateway hears
 * `catalogue.changed` (any change empties the cache), and never longer than the TTL, so a missed
 * event costs at most that long. Prices that are charged never come from here: ordering asks the
 * catalogue itself.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, { generation: number; answer: Promise<CachedAnswer> }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  /** Bumped by every invalidation, so an answer loaded before a change is never stored after it. */
  private generation = 0;
  private live = false;
  private listener?: CatalogueChangeListener;

  constructor(options: CatalogueCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? DEFAULT_CATALOGUE_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.now = options.now ?? Date.now;
    if (!(this.ttlMs >= 0)) throw new RangeError('ttlMs must not be negative');
    if (!(this.maxEntries >= 1)) throw new RangeError('maxEntries must be at least 1');
  }

  /**
   * A cache fed by the broker's `catalogue.changed` events. Waits briefly for the subscription;
   * until it is there (or whenever it is lost) every read goes to the catalogue.
   */
  static async start(
    amqpUrl: string,
    logger: Logger,
    options: CatalogueCacheOptions = {},
  ): Promise<CatalogueCache> {
    const cache = new CatalogueCache(options);
    cache.listener = new CatalogueChangeListener(amqpUrl, logger, {
      changed: () => {
        countCatalogueChange();
        cache.invalidate();
      },
      subscribed: () => cache.setListening(true),
      lost: () => cache.setListening(false),
    });
    await cache.listener.start(SUBSCRIBE_WAIT_MS);
    return cache;
  }

  /** The kept answer for `key`, if it is still fresh. */
  peek(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > this.now() ? entry : undefined;
  }

  /**
   * The answer last kept for `key`, however old, until a change is heard: for a hint that may lag
   * (the landing page's image preload), never for an answer.
   */
  latest(key: string): CachedAnswer | undefined {
    return this.entries.get(key);
  }

  /** The answer for `key`: kept, being loaded by another request, or loaded now. */
  get(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
    const entry = this.peek(key);
    if (entry) {
      countCatalogueRead('cache');
      return Promise.resolve(entry);
    }
    const pending = this.loading.get(key);
    if (pending && pending.generation === this.generation) {
      countCatalogueRead('cache');
      return pending.answer;
    }
    countCatalogueRead('catalogue');

    const generation = this.generation;
    const answer = load().then((value) => {
      const loaded = serialise(value);
      if (this.live && generation === this.generation) this.store(key, loaded);
      return loaded;
    });
    this.loading.set(key, { generation, answer });
    const forget = () => {
      if (this.loading.get(key)?.answer === answer) this.loading.delete(key);
    };
    answer.then(forget, forget);
    return answer;
  }

  /** Forgets every answer (a catalogue change, or a write this gateway just passed on). */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Answers are kept only while changes are heard; a (re)subscription may have missed some. */
  setListening(listening: boolean): void {
    this.live = listening;
    this.invalidate();
  }

  get listening(): boolean {
    return this.live;
  }

  get size(): number {
    return this.entries.size;
  }

  async close(): Promise<void> {
    this.setListening(false);
    await this.listener?.close();
  }

  private store(key: string, answer: CachedAnswer): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { ...answer, expiresAt: this.now() + this.ttlMs });
  }
}

function serialise(value: unknown): CachedAnswer {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  const hash = createHash('sha1').update(body).digest('base64url');
  return {
    body,
    etag: `"${hash}"`,
    gzip: { body: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }), etag: `"${hash}-gzip"` },
  };
}

/** Whether an Accept-Encoding takes gzip (x-gzip is its old name). */
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  return acceptsCoding(acceptEncoding, 'gzip', 'x-gzip');
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): W/ is ignored, `*` matches anything. */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
