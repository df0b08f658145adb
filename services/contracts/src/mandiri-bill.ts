/**
 * A Mandiri bill (Midtrans's echannel) is paid with a biller code and a bill key, not a virtual
 * account number; the shop keeps both in one VA entry of bank 'mandiri', as "billerCode billKey".
 * Ordering writes it; the payment page and the emails read it back.
 */
export function mandiriBillText(billerCode: string | null, billKey: string): string {
  return `${billerCode ?? ''} ${billKey}`.trim();
}

/** The biller code and bill key of a Mandiri bill as the shop keeps it. */
export function splitMandiriBill(value: string): { billerCode: string | null; billKey: string } {
  const [first, ...rest] = value.trim().split(/\s+/);
  return rest.length > 0
    ? { billerCode: first, billKey: rest.join('') }
    : { billerCode: null, billKey: first };
}

/** Whether a payment's VA entry is a Mandiri bill rather than a virtual account. */
export function isMandiriBill(paymentType: string | null | undefined, bank: string): boolean {
  return paymentType === 'echannel' || bank.trim().toLowerCase() === 'mandiri';
}
