import { GUEST_MESSAGES, GUESTS, guestInputSchema, sessionTimeSchema } from './guests.rpc';
import { indonesianMobile } from './phone';
import { validate } from './validation';
import { ONE_NUMBER_AS_TYPED } from '../test/typed-phones';

describe('a guest', () => {
  it('keeps an Indonesian mobile number as 62..., however typed, and none when left empty', () => {
    for (const typed of ONE_NUMBER_AS_TYPED)
      expect(guestInputSchema.parse({ name: 'A', phone: typed }).phone).toBe('6281234567890');
    expect(guestInputSchema.parse({ name: 'A', phone: '  ' }).phone).toBeNull();
    expect(guestInputSchema.parse({ name: 'A' })).toMatchObject({ phone: null, people: 1, group_id: null });
  });

  it.each(['0212345678', '+1 415 555 0100', '0812', '12345678', 'nomor'])(
    'refuses %s as a phone',
    (phone) => {
      expect(indonesianMobile(phone)).toBeNull();
      expect(validate(guestInputSchema, { name: 'A', phone })).toEqual({
        ok: false,
        message: GUEST_MESSAGES.phone,
        field: 'phone',
      });
    },
  );

  it('is for 1 to 10 people, and has a name of at most 100 characters', () => {
    expect(validate(guestInputSchema, { name: 'A', people: 11 }).ok).toBe(false);
    expect(validate(guestInputSchema, { name: 'A', people: 0 }).ok).toBe(false);
    expect(validate(guestInputSchema, { name: 'x'.repeat(101) }).ok).toBe(false);
    expect(validate(guestInputSchema, { name: '   ' }).ok).toBe(false);
  });
});

describe("a session's time", () => {
  it.each([
    ['11.00-13.00 WIB', '11.00-13.00 WIB'],
    ['11:00 - 13:00 wita', '11.00-13.00 WITA'],
    ['08.30-10.00 WIT', '08.30-10.00 WIT'],
  ])('reads %s as %s', (typed, kept) => {
    expect(sessionTimeSchema.parse(typed)).toBe(kept);
  });

  it.each([
    ['11.00-13.00', GUEST_MESSAGES.sessionTime],
    ['11.00-13.00 GMT', GUEST_MESSAGES.sessionTime],
    ['25.00-26.00 WIB', GUEST_MESSAGES.sessionTime],
    ['11-13 WIB', GUEST_MESSAGES.sessionTime],
    ['13.00-11.00 WIB', GUEST_MESSAGES.sessionEnd],
    ['11.00-11.00 WIB', GUEST_MESSAGES.sessionEnd],
  ])('refuses %s', (typed, message) => {
    expect(validate(sessionTimeSchema, typed)).toMatchObject({ ok: false, message });
  });
});

it('refuses a page of more than 100 guests and a template without the link', () => {
  expect(validate(GUESTS.list.schema, { order_id: 'INV-1', page_size: 101 }).ok).toBe(false);
  expect(
    validate(GUESTS.setSettings.schema, {
      order_id: 'INV-1',
      open_link: true,
      message_template: 'Halo {nama}',
    }),
  ).toMatchObject({ ok: false, message: GUEST_MESSAGES.templateLink });
});
