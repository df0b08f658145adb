import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Paths the API owns: never answered with the web app's index.html. (`/admin/login` is not here:
 * its GET is the admin app's login page, only its POST is the API; likewise `/admin/dashboard`
 * itself is the admin's dashboard page, only the paths below it are the API.)
 */
const API_PREFIXES = ['/api/', '/admin/dashboard/', '/design-images/', '/get-scroll', '/health', '/metrics'];
const PAGE_PATHS = new Set(['/admin/dashboard']);

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0];
  if (PAGE_PATHS.has(path)) return false;
  return API_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p));
}

/** Written by the web build (web/build/route-preloads.ts): what each deep-linked page loads after the entry. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';
const ASSET_URL = /^\/assets\/[A-Za-z0-9._-]+\.(?:js|css)$/;

type RoutePreloads = Record<string, { js?: unknown; css?: unknown }>;

const assetUrls = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.filter((url): url is string => typeof url === 'string' && ASSET_URL.test(url))
    : [];

/** index.html that also asks for the page's own chunks, so they download beside the entry. */
function withPreloads(indexHtml: string, preload: { js?: unknown; css?: unknown }): Buffer {
  const links = [
    ...assetUrls(preload.js).map((url) => `<link rel="modulepreload" crossorigin href="${url}">`),
    ...assetUrls(preload.css).map((url) => `<link rel="preload" as="style" crossorigin href="${url}">`),
  ];
  return Buffer.from(links.length ? indexHtml.replace('</head>', `${links.join('')}</head>`) : indexHtml);
}

/** Answers index.html for any GET that is not an API route, so deep links load the app. */
export class SpaFallback {
  private readonly indexHtml?: Buffer;
  /** index.html with its page's preloads, by path. */
  private readonly pageHtml = new Map<string, Buffer>();

  constructor(readonly distDir: string) {
    const file = join(distDir, 'index.html');
    this.indexHtml = existsSync(file) ? readFileSync(file) : undefined;
    const preloadsFile = join(distDir, ROUTE_PRELOADS_FILE);
    if (this.indexHtml && existsSync(preloadsFile)) {
      const html = this.indexHtml.toString('utf8');
      const preloads = JSON.parse(readFileSync(preloadsFile, 'utf8')) as RoutePreloads;
      for (const [path, preload] of Object.entries(preloads))
        this.pageHtml.set(path, withPreloads(html, preload));
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

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const path = request.url.split('?')[0].replace(/(.)\/$/, '$1');
    return reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(this.pageHtml.get(path) ?? this.indexHtml);
  }
}
