import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { PAGE_SCRIPT, PAGE_SCRIPT_SHA256 } from '../../src/page/page-script';
import { renderInvitationPage } from '../../src/page/render-page';
import { addressesOf, scanHtml } from './html-scan';
import { sampleInvitation, samplePageInput } from './sample-invitation';

describe('the page script and what the page loads', () => {
  it('stays tiny: under 3 KB gzipped', () => {
    expect(gzipSync(PAGE_SCRIPT, { level: 9 }).length).toBeLessThan(3 * 1024);
  });

  it('is valid script, and its hash is the one a Content-Security-Policy names', () => {
    expect(() => new Function(PAGE_SCRIPT)).not.toThrow();
    expect(PAGE_SCRIPT_SHA256).toBe(createHash('sha256').update(PAGE_SCRIPT, 'utf8').digest('base64'));
    expect(PAGE_SCRIPT_SHA256).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it('is the only script of the page, inline exactly as hashed, with no handler attribute anywhere', () => {
    const { tags } = scanHtml(renderInvitationPage(samplePageInput()));
    const scripts = tags.filter((tag) => tag.name === 'script');
    expect(scripts.map((tag) => [tag.names, tag.text])).toEqual([[[], PAGE_SCRIPT]]);
    for (const tag of tags)
      expect(tag.names.filter((name) => name.startsWith('on') || name === 'style')).toEqual([]);
  });

  it("requests nothing from another site: only the couple's maps and Google Calendar are links out", () => {
    const input = samplePageInput();
    const html = renderInvitationPage(input);
    const { tags } = scanHtml(html);
    const maps = sampleInvitation().data.events.map((event) => event.map_url);
    const outside = addressesOf(tags).filter((address) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(address));
    expect(outside.length).toBe(4);
    for (const address of outside)
      expect(
        maps.includes(address) || address.startsWith('https://calendar.google.com/calendar/render?'),
      ).toBe(true);
    // Every link out opens apart from the page and tells the other site nothing of it.
    for (const tag of tags.filter((t) => /^https?:/.test(t.attrs.href ?? '')))
      expect([tag.attrs.target, tag.attrs.rel]).toEqual(['_blank', 'noopener']);
    const style = tags.find((tag) => tag.name === 'style')?.text ?? '';
    expect(style).not.toMatch(/@import|@font-face/);
    expect([...style.matchAll(/url\(("?)([^")]*)/g)].map((m) => m[2].slice(0, 19))).toEqual([
      'data:image/svg+xml,',
      'data:image/svg+xml,',
    ]);
  });
});
