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

/** Answers index.html for any GET that is not an API route, so deep links load the app. */
export class SpaFallback {
  private readonly indexHtml?: Buffer;

  constructor(readonly distDir: string) {
    const file = join(distDir, 'index.html');
    this.indexHtml = existsSync(file) ? readFileSync(file) : undefined;
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

  send(reply: FastifyReply): FastifyReply {
    return reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(this.indexHtml);
  }
}
