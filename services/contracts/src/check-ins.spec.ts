import { checkInEventSchema, comparableName } from './check-ins';

describe('comparableName', () => {
  it.each([
    ['Bpk. Ahmad Fauzi', 'ahmad fauzi'],
    ['IBU  Sari Lestari', 'sari lestari'],
    ['Bapak & Ibu Hendra', 'hendra'],
    ['Dr. Ir. Wulan, M.Sc.', 'wulan m sc'],
    ['Keluarga Besar Budi', 'besar budi'],
    ['Séla', 'sela'],
  ])('compares %p as %p', (written, compared) => {
    expect(comparableName(written)).toBe(compared);
  });

  it('keeps a name made only of a title rather than comparing it as nothing', () => {
    expect(comparableName('Ibu')).toBe('ibu');
  });
});

describe('checkInEventSchema', () => {
  const id = '0f8e2a4c-3b1d-4e5f-9a7b-6c5d4e3f2a1b';
  it('takes the three kinds a desk sends and refuses what no desk sends', () => {
    const at = '2027-02-06T10:32:00+07:00';
    expect(checkInEventSchema.safeParse({ id, kind: 'arrival', guest_id: id, people: 3, at }).success).toBe(
      true,
    );
    expect(
      checkInEventSchema.safeParse({ id, kind: 'walk_in', name: 'Pak Joko', people: 2, at }).success,
    ).toBe(true);
    expect(checkInEventSchema.safeParse({ id, kind: 'souvenir', subject_id: id, at }).success).toBe(true);
    expect(checkInEventSchema.safeParse({ id, kind: 'arrival', guest_id: id, people: 0, at }).success).toBe(
      false,
    );
    expect(
      checkInEventSchema.safeParse({ id, kind: 'arrival', guest_id: id, people: 2, at: 'pukul 10' }).success,
    ).toBe(false);
    expect(checkInEventSchema.safeParse({ id, kind: 'walk_in', name: '', people: 2, at }).success).toBe(
      false,
    );
    expect(checkInEventSchema.safeParse({ id, kind: 'refund', at }).success).toBe(false);
  });
});
