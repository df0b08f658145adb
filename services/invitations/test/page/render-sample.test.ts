import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import type { InvitationTheme } from '@undangan/contracts';
import { renderInvitationPage } from '../../src/page/render-page';
import { SAMPLE_THEMES, sampleInvitation, samplePageInput, samplePhoto } from './sample-invitation';

// Writes the sample page, once per sample theme, to /tmp so it can be looked at in a browser:
// /tmp/invitation-sample.html (the rustic garden), /tmp/invitation-sample-<theme>.html and a preview,
// /tmp/invitation-sample-preview.html. The
// photos are drawn as stand-in SVG files beside them, so the gallery shows without the shop.

const DIR = '/tmp/invitation-sample';

function standInPhoto(index: number, theme: InvitationTheme, portrait: boolean): string {
  const { primary, accent, surface, background } = theme.palette;
  const [w, h] = portrait ? [1440, 1800] : [1440, 960];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" fill="${[accent, surface, primary][index % 3]}" opacity=".55"/>` +
    `<rect width="${w}" height="${h}" fill="${background}" opacity=".35"/>` +
    `<circle cx="${w * (0.3 + 0.1 * index)}" cy="${h * 0.32}" r="${w * 0.12}" fill="${accent}" opacity=".8"/>` +
    `<path d="M0 ${h * 0.75}Q${w * 0.3} ${h * 0.55} ${w * 0.6} ${h * 0.7}T${w} ${h * 0.66}V${h}H0Z" fill="${primary}" opacity=".7"/>` +
    `<path d="M${w * 0.44} ${h * 0.78}c0-60 26-100 66-100s66 40 66 100ZM${w * 0.54} ${h * 0.78}c0-50 22-84 56-84s56 34 56 84Z" fill="#2a2320" opacity=".6"/>` +
    '</svg>'
  );
}

describe('the sample page, written to look at', () => {
  it('writes one page per sample theme', () => {
    mkdirSync(DIR, { recursive: true });
    const pages: Array<[string, string]> = [];
    for (const [name, theme] of Object.entries(SAMPLE_THEMES)) {
      const photos = [1, 2, 3, 4, 5, 6].map((i) => {
        const portrait = i % 3 !== 1;
        writeFileSync(`${DIR}/${name}-${i}.svg`, standInPhoto(i, theme, portrait));
        const photo = samplePhoto(`${DIR}/${name}-${i}`, 1440, portrait ? 1800 : 960);
        return { ...photo, variants: photo.variants.map((v) => ({ ...v, url: `${DIR}/${name}-${i}.svg` })) };
      });
      const html = renderInvitationPage(samplePageInput({ invitation: sampleInvitation({ theme, photos }) }));
      const file =
        name === 'rusticGarden' ? '/tmp/invitation-sample.html' : `/tmp/invitation-sample-${name}.html`;
      writeFileSync(file, html);
      pages.push([file, html]);
    }
    // The couple's preview of a Basic page on the general link, after a guest's RSVP without JavaScript.
    const preview = renderInvitationPage(
      samplePageInput({
        invitation: sampleInvitation({ package: 'Basic', sections: [], theme: SAMPLE_THEMES.megaMendung }),
        guestName: null,
        preview: true,
        notice: 'rsvp',
      }),
    );
    writeFileSync('/tmp/invitation-sample-preview.html', preview);
    pages.push(['/tmp/invitation-sample-preview.html', preview]);
    for (const [, html] of pages) expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
  });
});
