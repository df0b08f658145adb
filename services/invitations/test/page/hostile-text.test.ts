import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { InvitationTheme, PublishedInvitation } from '@undangan/contracts';
import { PAGE_SCRIPT, PAGE_SCRIPT_SHA256 } from '../../src/page/page-script';
import { renderInvitationPage } from '../../src/page/render-page';
import { addressesOf, scanHtml } from './html-scan';
import { sampleInvitation, samplePageInput } from './sample-invitation';

// Every text a couple or a guest writes, written by an attacker: it must reach the page as text,
// never as markup, never as an attribute, never as a link the guest could follow.

/** Closes every element a text could sit in, then tries a tag, an attribute and a quote of each kind. */
const hostile = (field: string) =>
  `</textarea></title></style></script><script>alert("${field}")</script>"' onmouseover='alert(1)' ` +
  `"><img src=x onerror=alert(1)>&amp;${field}`;

/** The text as HTML writes it, spelled out here rather than taken from the code under test. */
const asText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const ALLOWED_TAGS = new Set(
  (
    'html head meta title style script body p div header main section footer h1 h2 h3 span time article a br ' +
    'img audio button svg rect path form fieldset legend label input select option textarea ol li template'
  ).split(' '),
);

function hostileInvitation(): PublishedInvitation {
  const base = sampleInvitation();
  const person = (who: string) => ({
    full_name: hostile(`${who}.full_name`),
    nickname: hostile(`${who}.nickname`),
    father: hostile(`${who}.father`),
    mother: hostile(`${who}.mother`),
  });
  return {
    ...base,
    client_id: hostile('client_id'),
    design: hostile('design'),
    theme: {
      palette: {
        background: '</style><script>alert(1)</script>',
        surface: 'red;}body{display:none',
        primary: '#7a8b69',
        accent: 'url(javascript:alert(1))',
        text: '"><svg onload=alert(1)>',
      },
      motif: hostile('motif'),
      heading_font: hostile('heading_font'),
      body_font: hostile('body_font'),
      layout: hostile('layout'),
      cover_image: '/x"onerror="alert(1)',
    } as unknown as InvitationTheme,
    data: {
      ...base.data,
      groom: person('groom'),
      bride: person('bride'),
      events: [0, 1].map((i) => ({
        ...base.data.events[i],
        kind: 'lainnya' as const,
        title: hostile(`events.${i}.title`),
        time: hostile(`events.${i}.time`),
        end_time: hostile(`events.${i}.end_time`),
        venue: hostile(`events.${i}.venue`),
        address: hostile(`events.${i}.address`),
        map_url: i === 0 ? 'javascript:alert(document.cookie)' : ' JAVASCRIPT:alert(1)',
      })),
      music: hostile('music'),
      love_story: `${hostile('love_story.1')}\n\n${hostile('love_story.2')}`,
      gift_accounts: [0, 1, 2].map((i) => ({
        bank: hostile(`gift.${i}.bank`),
        account_number: hostile(`gift.${i}.account_number`),
        account_holder: hostile(`gift.${i}.account_holder`),
      })),
      greeting: hostile('greeting'),
    },
    photos: [
      { variants: [{ width: 480, url: 'javascript:alert(1)' }], width: 480, height: 600 },
      { variants: [{ width: 480, url: '/a.jpg" onerror="alert(1)' }], width: 480, height: 600 },
      ...base.photos.slice(0, 1),
    ],
    music: { id: 'x', title: hostile('music.title'), url: '/media/music/lagu.mp3' },
  };
}

function hostileHtml(): string {
  return renderInvitationPage(
    samplePageInput({
      invitation: hostileInvitation(),
      guestName: hostile('guestName'),
      pageUrl: `https://undangan.example/x?"><script>alert(1)</script>`,
      actions: {
        rsvp: hostile('actions.rsvp'),
        wish: hostile('actions.wish'),
        calendar: '/x/acara.ics',
      },
      wishes: [
        {
          name: hostile('wish.name'),
          message: hostile('wish.message'),
          created_at: hostile('wish.created_at'),
        },
      ],
    }),
  );
}

describe('hostile text in every field the couple and the guests write', () => {
  const html = hostileHtml();
  const { tags, strays } = scanHtml(html);

  it('opens no tag: every "<" of theirs is text', () => {
    expect(strays).toEqual([]);
    expect(tags.map((tag) => tag.name).filter((name) => !ALLOWED_TAGS.has(name))).toEqual([]);
    expect(html).not.toMatch(/<img src=x/i);
    expect(html).not.toMatch(/<svg onload/i);
  });

  it('runs only the page script, whose hash the policy names', () => {
    const scripts = tags.filter((tag) => tag.name === 'script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].names).toEqual([]);
    expect(scripts[0].text).toBe(PAGE_SCRIPT);
    expect(
      createHash('sha256')
        .update(scripts[0].text ?? '')
        .digest('base64'),
    ).toBe(PAGE_SCRIPT_SHA256);
  });

  it('breaks out of no attribute: no handler, no style attribute, no attribute twice', () => {
    for (const tag of tags) {
      expect(tag.names.filter((name) => name.startsWith('on'))).toEqual([]);
      expect(tag.names).not.toContain('style');
      expect(new Set(tag.names).size).toBe(tag.names.length);
      for (const name of tag.names) expect(name).toMatch(/^[a-z][a-z-]*$/);
    }
  });

  it('links nowhere but the web: no javascript: or data: address', () => {
    const addresses = addressesOf(tags);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address.trim()).not.toMatch(/^(javascript|data|vbscript):/i);
    expect(html).not.toContain('Buka Peta');
    expect(tags.find((tag) => tag.name === 'audio')?.attrs.src).toBe('/media/music/lagu.mp3');
    expect(tags.filter((tag) => tag.attrs.loading === 'lazy')).toHaveLength(1);
    expect(tags.find((tag) => tag.attrs.class === 'cover-image')).toBeUndefined();
  });

  it('keeps the style to the theme it could read', () => {
    const style = tags.find((tag) => tag.name === 'style')?.text ?? '';
    expect(style).not.toMatch(/alert|javascript|<|display:none;?}?body/i);
    expect(style).toContain('--bg:#faf7f2');
  });

  it.each([
    'groom.full_name',
    'groom.nickname',
    'groom.father',
    'groom.mother',
    'bride.full_name',
    'bride.nickname',
    'bride.father',
    'bride.mother',
    'events.0.title',
    'events.0.time',
    'events.0.end_time',
    'events.0.venue',
    'events.0.address',
    'events.1.venue',
    'love_story.1',
    'love_story.2',
    'gift.0.bank',
    'gift.0.account_number',
    'gift.2.account_holder',
    'greeting',
    'guestName',
    'wish.name',
    'wish.message',
    'music.title',
  ])('shows %s as the text it is', (field) => {
    expect(html).toContain(asText(hostile(field)));
  });

  it('keeps what goes into attributes inside them', () => {
    const guestInput = tags.find((tag) => tag.attrs.id === 'rsvp-nama');
    expect(guestInput?.attrs.value).toBe(hostile('guestName'));
    const form = tags.find((tag) => tag.name === 'form');
    expect(form?.attrs.action).toBe(hostile('actions.rsvp'));
    expect(
      tags.find((tag) => tag.name === 'time' && tag.attrs.datetime === hostile('wish.created_at')),
    ).toBeDefined();
    const copy = tags.find((tag) => 'data-copy' in tag.attrs);
    expect(copy?.attrs['data-copy']).toMatch(/^\d*$/);
    expect(copy?.attrs['aria-label']).toBe(`Salin nomor rekening ${hostile('gift.0.bank')}`);
  });

  it('names no guest where a forwarded link would show it', () => {
    const head = html.slice(0, html.indexOf('<style>'));
    expect(head).not.toContain('guestName');
  });
});
