import { describe, expect, it } from '@jest/globals';
import { emptyInvitationDraft, INVITATION_LIMITS, type InvitationDraft } from '@undangan/contracts';
import {
  addAccount,
  addEvent,
  fieldOrder,
  firstInvalidPath,
  formDraft,
  inputIdFor,
  removeAccount,
  removeEvent,
  shownIssues,
  withAccount,
  withEvent,
  withPerson,
} from './invitation-form';

const NONE = new Set<string>();

/** A draft with both names and one whole event: what "Kirim Data" accepts. */
function complete(): InvitationDraft {
  let data = formDraft(emptyInvitationDraft());
  data = withPerson(data, 'groom', 'full_name', 'Bayu Pratama');
  data = withPerson(data, 'groom', 'nickname', 'Bayu');
  data = withPerson(data, 'bride', 'full_name', 'Rina Kusuma');
  data = withPerson(data, 'bride', 'nickname', 'Rina');
  return withEvent(data, 0, {
    kind: 'akad',
    date: '2027-02-14',
    time: '08:00',
    time_zone: 'WIB',
    venue: 'Masjid Raya',
    address: 'Jl. Merdeka 1, Bandung',
  });
}

describe('the form of the couple’s data', () => {
  it('starts with one event row to fill, and keeps the events a draft already has', () => {
    expect(formDraft(emptyInvitationDraft()).events).toHaveLength(1);
    const data = complete();
    expect(formDraft(data)).toBe(data);
  });

  it('changes a copy, never the data it was given', () => {
    const data = complete();
    const changed = withEvent(data, 0, { venue: 'Gedung Sate' });
    expect(changed.events[0].venue).toBe('Gedung Sate');
    expect(data.events[0].venue).toBe('Masjid Raya');
    expect(withPerson(data, 'bride', 'mother', 'Sri').bride).toEqual({ ...data.bride, mother: 'Sri' });
    expect(data.bride.mother).toBe('');
  });

  it('adds events up to the limit and always keeps one', () => {
    let data = complete();
    for (let i = 0; i < 10; i++) data = addEvent(data);
    expect(data.events).toHaveLength(INVITATION_LIMITS.events);
    for (let i = 0; i < 10; i++) data = removeEvent(data, 0);
    expect(data.events).toHaveLength(1);
  });

  it('removes the chosen row, leaving the others in order', () => {
    let data = addEvent(addEvent(complete()));
    data = withEvent(data, 1, { venue: 'Kedua' });
    data = withEvent(data, 2, { venue: 'Ketiga' });
    expect(removeEvent(data, 1).events.map((event) => event.venue)).toEqual(['Masjid Raya', 'Ketiga']);
  });

  it('adds gift accounts up to the limit and may have none', () => {
    let data = complete();
    for (let i = 0; i < 5; i++) data = addAccount(data);
    expect(data.gift_accounts).toHaveLength(INVITATION_LIMITS.giftAccounts);
    data = withAccount(data, 2, 'bank', 'BCA');
    expect(data.gift_accounts[2].bank).toBe('BCA');
    for (let i = 0; i < 5; i++) data = removeAccount(data, 0);
    expect(data.gift_accounts).toEqual([]);
  });

  it('lists the fields in the order of the page', () => {
    const data = addAccount(addEvent(complete()));
    const order = fieldOrder(data);
    expect(order.slice(0, 9)).toEqual([
      'groom.full_name',
      'groom.nickname',
      'groom.father',
      'groom.mother',
      'bride.full_name',
      'bride.nickname',
      'bride.father',
      'bride.mother',
      'events',
    ]);
    expect(order.indexOf('events.1.kind')).toBeGreaterThan(order.indexOf('events.0.map_url'));
    expect(order.indexOf('music')).toBeGreaterThan(order.indexOf('events.1.map_url'));
    expect(order.slice(-4)).toEqual([
      'gift_accounts.0.bank',
      'gift_accounts.0.account_number',
      'gift_accounts.0.account_holder',
      'greeting',
    ]);
  });

  it('names inputs after their paths, the list of events on its first kind', () => {
    expect(inputIdFor('events.1.date')).toBe('invitation-events-1-date');
    expect(inputIdFor('groom.full_name')).toBe('invitation-groom-full_name');
    expect(inputIdFor('events')).toBe('invitation-events-0-kind');
  });
});

describe('the messages shown', () => {
  it('while typing: nothing for empty fields, and a wrong value only once its field was left', () => {
    const data = withEvent(formDraft(emptyInvitationDraft()), 0, { map_url: 'maps.google.com/xyz' });
    expect(shownIssues(data, { submitted: false, touched: NONE })).toEqual({});
    expect(shownIssues(data, { submitted: false, touched: new Set(['events.0.map_url']) })).toEqual({
      'events.0.map_url': 'Tautan peta harus alamat web yang diawali https://.',
    });
  });

  it('after "Kirim Data": every field that stops it, touched or not', () => {
    const issues = shownIssues(formDraft(emptyInvitationDraft()), { submitted: true, touched: NONE });
    expect(issues['groom.full_name']).toBeDefined();
    expect(issues['bride.nickname']).toBeDefined();
    expect(issues['events.0.date']).toBeDefined();
    expect(issues['events.0.time_zone']).toBe('Pilih zona waktu: WIB, WITA, atau WIT.');
    expect(shownIssues(complete(), { submitted: true, touched: NONE })).toEqual({});
  });

  it('finds the first invalid field in the order of the page, not of the schema', () => {
    let data = complete();
    data = withEvent(data, 0, { time: '' });
    data = withPerson(data, 'bride', 'nickname', '');
    data = addAccount(data);
    data = withAccount(data, 0, 'bank', 'BCA');
    const issues = shownIssues(data, { submitted: true, touched: NONE });
    expect(Object.keys(issues).sort()).toEqual([
      'bride.nickname',
      'events.0.time',
      'gift_accounts.0.account_holder',
      'gift_accounts.0.account_number',
    ]);
    expect(firstInvalidPath(data, issues)).toBe('bride.nickname');
    expect(firstInvalidPath(data, {})).toBeNull();
  });

  it('asks for the name of an event of another kind', () => {
    const data = withEvent(complete(), 0, { kind: 'lainnya' });
    const issues = shownIssues(data, { submitted: true, touched: NONE });
    expect(issues).toEqual({ 'events.0.title': 'Nama acara wajib diisi untuk acara lainnya.' });
  });
});
