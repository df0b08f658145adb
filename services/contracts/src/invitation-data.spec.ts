import { invitationDraftSchema, invitationIssues } from './invitation-data';

const draft = (input: unknown) => invitationDraftSchema.parse(input);
/** Both names given in full, and this one event: the event alone decides what is missing. */
const coupleWith = (event: Record<string, string>) =>
  draft({
    groom: { full_name: 'Bayu Pratama', nickname: 'Bayu' },
    bride: { full_name: 'Rina Amelia', nickname: 'Rina' },
    events: [event],
  });

describe('invitationIssues', () => {
  it('while typing, names only what was typed wrong, never an empty field', () => {
    const typed = draft({
      groom: { full_name: 'Bayu' },
      events: [{ kind: 'resepsi', date: '2027-02-30', time: '8 pagi', map_url: 'maps.app/abc' }],
      gift_accounts: [{ bank: 'BCA' }],
    });
    expect(invitationIssues(typed, { forSubmit: false })).toEqual({
      'events.0.date': 'Tanggal acara harus tanggal yang valid.',
      'events.0.time': 'Jam mulai ditulis seperti 08:00.',
      'events.0.map_url': 'Tautan peta harus alamat web yang diawali https://.',
    });
  });

  it('for Kirim Data, names every missing field as well, by its place in the form', () => {
    const issues = invitationIssues(
      draft({ groom: { full_name: 'Bayu' }, gift_accounts: [{ bank: 'BCA' }] }),
      { forSubmit: true },
    );
    expect(issues).toEqual({
      'groom.nickname': 'Nama panggilan mempelai pria wajib diisi.',
      'bride.full_name': 'Nama lengkap mempelai wanita wajib diisi.',
      'bride.nickname': 'Nama panggilan mempelai wanita wajib diisi.',
      events: 'Isi minimal satu acara (akad, pemberkatan, atau resepsi).',
      'gift_accounts.0.account_number': 'Nomor rekening wajib diisi.',
      'gift_accounts.0.account_holder': 'Nama pemilik rekening wajib diisi.',
    });
  });

  it('finds nothing wrong with whole data, an open-ended reception included', () => {
    const whole = coupleWith({
      kind: 'resepsi',
      date: '2027-02-14',
      time: '11.00',
      end_time: 'Selesai',
      time_zone: 'WITA',
      venue: 'Hotel Sahid',
      address: 'Jl. Sam Ratulangi, Makassar',
    });
    expect(invitationIssues(whole, { forSubmit: true })).toEqual({});
  });

  it('asks the name of an event of another kind', () => {
    const other = coupleWith({
      kind: 'lainnya',
      date: '2027-02-14',
      time: '19:00',
      time_zone: 'WIT',
      venue: 'Rumah',
      address: 'Jayapura',
    });
    expect(invitationIssues(other, { forSubmit: true })).toEqual({
      'events.0.title': 'Nama acara wajib diisi untuk acara lainnya.',
    });
  });
});
