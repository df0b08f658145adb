import { IncomingMessage, ServerResponse } from 'node:http';

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The pattern's capture groups, URL-decoded. */
  params: string[];
}

export type Handler = (ctx: RequestContext) => void | Promise<void>;

interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
}

/** A method + anchored path pattern table; the first match answers. */
export class Router {
  private readonly routes: Route[] = [];

  add(method: string, pattern: RegExp, handler: Handler): this {
    this.routes.push({ method, pattern, handler });
    return this;
  }

  /** Runs the matching handler; false when no route has this path and method. */
  async dispatch(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    for (const route of this.routes) {
      if (route.method !== req.method) continue;
      const match = route.pattern.exec(url.pathname);
      if (!match) continue;
      let params: string[];
      try {
        params = match.slice(1).map((part) => decodeURIComponent(part));
      } catch {
        continue;
      }
      await route.handler({ req, res, url, params });
      return true;
    }
    return false;
  }
}
