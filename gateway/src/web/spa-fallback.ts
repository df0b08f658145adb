import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PAGE_PHOTO_URL_PREFIX } from '@undangan/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsCoding } from '../http/accept-encoding';

/**
 * Paths the API owns: never answered with the web app's index.html. (`/admin/login` is not here:
 * its GET is the admin app's login page, only its POST is the API; likewise `/admin/dashboard`
 * itself is the admin's dashboard page, only the paths below it are the API.)
 */
const API_PREFIXES = [
  '/api/',
  '/admin/dashboard/',
  '/design-images/',
  // The photos of a couple's invitation page (/foto-undangan/{key}): files, never the web app.
  PAGE_PHOTO_URL_PREFIX,
  // A design's sample invitation (/contoh/{design}): a page of the gateway's, not of the web app.
  '/contoh/',
  '/get-scroll',
  '/health',
  '/metrics',
];
const PAGE_PATHS = new Set(['/admin/dashboard']);

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0];
  if (PAGE_PATHS.has(path)) return false;
  return API_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p));
}

/** Written by the web build (web/build/route-preloads.ts): what each page opened by its address loads after the entry. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';
const LANDING_PATH = '/';
const ASSET_URL = /^\/assets\/[A-Za-z0-9._-]+\.(?:js|css)$/;
/** A public API read a page's first screen shows: a path of the API, no query. */
const DATA_URL = /^\/api\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

type RoutePreload = { js?: unknown; css?: unknown; data?: unknown };
type RoutePreloads = Record<string, RoutePreload>;

const urls = (list: unknown, pattern: RegExp): string[] =>
  Array.isArray(list)
    ? list.filter((url): url is string => typeof url === 'string' && pattern.test(url))
    : [];

/** index.html that also asks for the page's own chunks and first data, so they download beside the entry. */
function withPreloads(indexHtml: string, preload: RoutePreload): string {
  const links = [
    ...urls(preload.js, ASSET_URL).map((url) => `<link rel="modulepreload" crossorigin href="${url}">`),
    ...urls(preload.css, ASSET_URL).map((url) => `<link rel="preload" as="style" crossorigin href="${url}">`),
    // The storefront's api client reads these (same origin, no credentials of its own): a fetch
    // preload with crossorigin is the request it makes, so it takes this answer instead of asking.
    ...urls(preload.data, DATA_URL).map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`),
  ];
  return links.length ? indexHtml.replace('</head>', `${links.join('')}</head>`) : indexHtml;
}

/** A page's bytes as sent, and compressed once for the browsers that take it. */
interface PageBytes {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function pageBytes(html: string): PageBytes {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/** The coding of Accept-Encoding to answer with: br, then gzip (neither refused with q=0), else none. */
export function chooseEncoding(accept: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  if (acceptsCoding(accept, 'br')) return 'br';
  if (acceptsCoding(accept, 'gzip')) return 'gzip';
  return 'identity';
}

/**
 * Answers index.html for any GET that is not an API route, so deep links load the app; the landing
 * page `/` too (the static files leave it here), each page with its own preloads.
 */
export class SpaFallback {
  private readonly indexHtml?: PageBytes;
  /** The landing page's text with its preloads, to which its image is added. */
  private readonly landingHtml?: string;
  /** index.html with its page's preloads, by path. */
  private readonly pageHtml = new Map<string, PageBytes>();
  /** The landing page with the last image named in its head. */
  private withImage?: { url: string; page: PageBytes };

  /**
   * @param landingImage the image the landing page paints largest, when known (LandingImage): the
   *   page's head asks for it beside the scripts.
   */
  constructor(
    readonly distDir: string,
    private readonly landingImage: () => string | undefined = () => undefined,
  ) {
    const file = join(distDir, 'index.html');
    const html = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    if (html === undefined) return;
    this.indexHtml = pageBytes(html);
    this.landingHtml = html;
    const preloadsFile = join(distDir, ROUTE_PRELOADS_FILE);
    if (existsSync(preloadsFile)) {
      const preloads = JSON.parse(readFileSync(preloadsFile, 'utf8')) as RoutePreloads;
      for (const [path, preload] of Object.entries(preloads)) {
        const page = withPreloads(html, preload);
        this.pageHtml.set(path, page === html ? this.indexHtml : pageBytes(page));
        if (path === LANDING_PATH) this.landingHtml = page;
      }
    }
  }

  get available(): boolean {
    return this.indexHtml !== undefined;
  }

  /** A page route: a GET outside the API whose last segment has no file extension (a missing asset stays a 404). */
  serves(request: FastifyRequest): boolean {
    const path = request.url.split('?')[0];
    const looksLikeFile = /\.[A-Za-z0-9]{1,8}$/.test(path.slice(path.lastIndexOf('/') + 1));
    return (
      this.available &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(path) &&
      !looksLikeFile
    );
  }

  /** The landing page naming its image, when one is known (built once per image). */
  private landing(): PageBytes | undefined {
    const url = this.landingImage();
    if (url === undefined || this.landingHtml === undefined) return undefined;
    if (this.withImage?.url !== url) {
      const link = `<link rel="preload" as="image" fetchpriority="high" href="${url}">`;
      this.withImage = { url, page: pageBytes(this.landingHtml.replace('</head>', `${link}</head>`)) };
    }
    return this.withImage.page;
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const path = request.url.split('?')[0].replace(/(.)\/$/, '$1');
    const page = (path === LANDING_PATH && this.landing()) || this.pageHtml.get(path) || this.indexHtml;
    const encoding = chooseEncoding(request.headers?.['accept-encoding']);
    reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(page?.[encoding]);
  }
}
