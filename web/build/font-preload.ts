import type { Plugin } from 'vite';

/**
 * Preloads the heading font from index.html, so the browser fetches it beside the scripts instead
 * of after the CSS that names it: the headings swap to it sooner (it is `font-display: swap`, so
 * nothing waits for it).
 */
export function fontPreload(pattern = /playfair-display-latin-700-normal-[\w-]+\.woff2$/): Plugin {
  return {
    name: 'undangan-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.keys(context.bundle ?? {}).find((name) => pattern.test(name));
        if (!file) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
