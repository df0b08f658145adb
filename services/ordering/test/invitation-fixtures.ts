/**
 * A couple's invitation data, complete enough for "Kirim Data" (every field the send requires, one
 * event). Tests that only need the data sent share it; tests about the fields themselves write
 * their own.
 */
export const SENDABLE_INVITATION_DATA = {
  groom: { full_name: 'Bayu Pratama', nickname: 'Bayu' },
  bride: { full_name: 'Rina Amelia', nickname: 'Rina' },
  events: [
    {
      kind: 'resepsi',
      date: '2027-02-14',
      time: '11:00',
      time_zone: 'WIB',
      venue: 'Gedung',
      address: 'Bandung',
    },
  ],
};
