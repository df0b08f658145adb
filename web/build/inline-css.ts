import type { Plugin } from 'vite';

/** A stylesheet link Vite writes into index.html for the entry's CSS. */
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const HREF = /\bhref="\/([^"]+\.css)"/;

/**
 * Writes the entry's stylesheet into index.html as a `<style>` instead of a `<link>` to it: the
 * browser had to download it before it could paint anything (a render-blocking request on the way
 * to the first paint); inline, the first paint needs nothing but the page and its scripts. The
 * sheet is small (the shop's base, header and footer, the heading font's @font-face) and every
 * page needs it. The Content-Security-Policy admits it as it is (`style-src 'unsafe-inline'`,
 * which the style props of React and Swiper need already): no hash to add.
 *
 * The link stays, `disabled`: a disabled stylesheet is neither fetched nor applied (HTML's
 * stylesheet link type), and Vite's preload helper, which adds a stylesheet for each CSS file a
 * lazy chunk depends on unless a `<link rel="stylesheet">` to it is in the document, finds it and
 * adds nothing. Without it the gallery's chunk, which depends on the entry, fetched the sheet
 * again and appended it after the pages' own sheets, where its rules would win over theirs.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'undangan-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        return html.replace(STYLESHEET_LINK, (link) => {
          const file = HREF.exec(link)?.[1];
          const asset = file === undefined ? undefined : bundle[file];
          if (!asset || asset.type !== 'asset') return link;
          const css =
            typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          // A sheet that closed the element early would end the style and start markup.
          if (/<\/style/i.test(css)) throw new Error(`${file} cannot be written inside <style>`);
          return `<style>${css.trim()}</style>\n    <link rel="stylesheet" href="/${file}" disabled>`;
        });
      },
    },
  };
}
