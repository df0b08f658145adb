import { findMethod, MethodKey, METHOD_KEYS } from './payment-methods';
import { isRecord } from './http-util';
import { parseStartTime } from './wib-time';

/** A Snap create-transaction body that passed Midtrans's checks. */
export interface SnapOrder {
  orderId: string;
  grossAmount: number;
  enabledPayments: MethodKey[];
  startsAt: Date;
  /** When the Snap token stops working. */
  expiresAt: Date;
  /** The merchant set `expiry`; it then also bounds the payment, otherwise a channel's own 24 h does. */
  customExpiry: boolean;
  finishUrl?: string;
  errorUrl?: string;
  request: Record<string, unknown>;
}

export type SnapValidation = { ok: true; order: SnapOrder } | { ok: false; errors: string[] };

const ORDER_ID = /^[A-Za-z0-9\-_~.]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const DEFAULT_EXPIRY_MS = 24 * 60 * 60 * 1000;
const UNIT_MS: Record<string, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** Midtrans reads JSON numbers and digit strings alike; anything else is not an integer amount. */
function asInteger(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** Collects every problem at once, with Midtrans's field paths, as its `error_messages` do. */
export function validateSnapRequest(body: unknown, now: Date): SnapValidation {
  const errors: string[] = [];
  if (!isRecord(body)) return { ok: false, errors: ['Request body must be a JSON object'] };

  const details = body.transaction_details;
  let orderId = '';
  let grossAmount: number | undefined;
  if (!isRecord(details)) {
    errors.push('transaction_details is required');
  } else {
    const rawId = details.order_id;
    if (rawId === undefined || rawId === null || rawId === '') {
      errors.push('transaction_details.order_id is required');
    } else if (typeof rawId !== 'string' && typeof rawId !== 'number') {
      errors.push('transaction_details.order_id must be a string');
    } else {
      orderId = String(rawId);
      if (orderId.length > 50)
        errors.push('transaction_details.order_id is too long (maximum is 50 characters)');
      if (!ORDER_ID.test(orderId)) {
        errors.push("transaction_details.order_id may contain only letters, numbers, '-', '_', '~' and '.'");
      }
    }
    if (details.gross_amount === undefined || details.gross_amount === null || details.gross_amount === '') {
      errors.push('transaction_details.gross_amount is required');
    } else {
      grossAmount = asInteger(details.gross_amount);
      if (grossAmount === undefined) errors.push('transaction_details.gross_amount must be an integer');
      else if (grossAmount <= 0) errors.push('transaction_details.gross_amount must be greater than 0');
    }
  }

  validateItems(body.item_details, grossAmount, errors);
  validateCustomer(body.customer_details, errors);
  const enabledPayments = validateEnabledPayments(body.enabled_payments, errors);
  const period = validateExpiry(body.expiry, now, errors);
  const callbacks = validateCallbacks(body.callbacks, errors);

  if (errors.length > 0 || grossAmount === undefined || !period) return { ok: false, errors };
  return {
    ok: true,
    order: { orderId, grossAmount, enabledPayments, ...period, ...callbacks, request: body },
  };
}

function validateItems(items: unknown, grossAmount: number | undefined, errors: string[]): void {
  if (items === undefined || items === null) return;
  if (!Array.isArray(items)) {
    errors.push('item_details must be an array');
    return;
  }
  let sum = 0;
  let allValid = true;
  items.forEach((item, i) => {
    const at = `item_details[${i}]`;
    if (!isRecord(item)) {
      errors.push(`${at} must be an object`);
      allValid = false;
      return;
    }
    const price = asInteger(item.price);
    const quantity = asInteger(item.quantity);
    if (item.price === undefined || item.price === null) errors.push(`${at}.price is required`);
    else if (price === undefined) errors.push(`${at}.price must be an integer`);
    if (item.quantity === undefined || item.quantity === null) errors.push(`${at}.quantity is required`);
    else if (quantity === undefined || quantity < 1)
      errors.push(`${at}.quantity must be an integer of at least 1`);
    if (typeof item.name !== 'string' || item.name.trim() === '') errors.push(`${at}.name is required`);
    else if (item.name.length > 50) errors.push(`${at}.name is too long (maximum is 50 characters)`);
    if (item.id !== undefined && (typeof item.id !== 'string' || item.id.length > 50)) {
      errors.push(`${at}.id must be a string of at most 50 characters`);
    }
    if (price === undefined || quantity === undefined || quantity < 1) allValid = false;
    else sum += price * quantity;
  });
  if (allValid && grossAmount !== undefined && sum !== grossAmount) {
    errors.push('transaction_details.gross_amount is not equal to the sum of item_details');
  }
}

function validateCustomer(customer: unknown, errors: string[]): void {
  if (customer === undefined || customer === null) return;
  if (!isRecord(customer)) {
    errors.push('customer_details must be an object');
    return;
  }
  for (const field of ['first_name', 'last_name', 'email', 'phone']) {
    const value = customer[field];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      errors.push(`customer_details.${field} must be a string`);
    }
  }
  if (typeof customer.first_name === 'string' && customer.first_name.length > 255) {
    errors.push('customer_details.first_name is too long (maximum is 255 characters)');
  }
  if (typeof customer.email === 'string' && customer.email !== '' && !EMAIL.test(customer.email)) {
    errors.push('customer_details.email format is invalid');
  }
}

function validateEnabledPayments(list: unknown, errors: string[]): MethodKey[] {
  if (list === undefined || list === null) return [...METHOD_KEYS];
  if (!Array.isArray(list) || list.some((name) => typeof name !== 'string')) {
    errors.push('enabled_payments must be an array of payment channel names');
    return [];
  }
  // Midtrans skips channels it does not know; a list with none it knows leaves nothing to pay with.
  const keys = [...new Set(list.flatMap((name: string) => findMethod(name)?.key ?? []))];
  if (keys.length === 0) errors.push('enabled_payments does not contain any active payment channel');
  return keys;
}

function validateExpiry(
  expiry: unknown,
  now: Date,
  errors: string[],
): { startsAt: Date; expiresAt: Date; customExpiry: boolean } | undefined {
  if (expiry === undefined || expiry === null)
    return { startsAt: now, expiresAt: new Date(now.getTime() + DEFAULT_EXPIRY_MS), customExpiry: false };
  if (!isRecord(expiry)) {
    errors.push('expiry must be an object');
    return undefined;
  }
  let startsAt: Date | undefined = now;
  if (expiry.start_time !== undefined && expiry.start_time !== null) {
    startsAt = typeof expiry.start_time === 'string' ? parseStartTime(expiry.start_time) : undefined;
    if (!startsAt) errors.push('expiry.start_time format must be yyyy-MM-dd HH:mm:ss Z');
  }
  const unit = typeof expiry.unit === 'string' ? expiry.unit.toLowerCase().replace(/s$/, '') : '';
  if (!UNIT_MS[unit]) errors.push('expiry.unit must be one of minute, hour or day');
  const duration = asInteger(expiry.duration);
  if (duration === undefined || duration < 1)
    errors.push('expiry.duration must be an integer greater than 0');
  if (!startsAt || !UNIT_MS[unit] || duration === undefined || duration < 1) return undefined;
  return { startsAt, expiresAt: new Date(startsAt.getTime() + duration * UNIT_MS[unit]), customExpiry: true };
}

function validateCallbacks(callbacks: unknown, errors: string[]): { finishUrl?: string; errorUrl?: string } {
  if (callbacks === undefined || callbacks === null) return {};
  if (!isRecord(callbacks)) {
    errors.push('callbacks must be an object');
    return {};
  }
  const out: { finishUrl?: string; errorUrl?: string } = {};
  for (const [field, target] of [
    ['finish', 'finishUrl'],
    ['error', 'errorUrl'],
  ] as const) {
    const value = callbacks[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || !URL.canParse(value))
      errors.push(`callbacks.${field} must be a valid URL`);
    else out[target] = value;
  }
  return out;
}
