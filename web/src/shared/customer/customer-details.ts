import { STORAGE_KEYS } from '@/shared/storage/storage-keys';
import { readStoredJson, writeStoredJson } from '@/shared/storage/storage';

export interface CustomerDetails {
  name: string;
  phone: string;
  email: string;
}

export const EMPTY_CUSTOMER: CustomerDetails = { name: '', phone: '', email: '' };

export function parseCustomerDetails(value: unknown): CustomerDetails {
  if (typeof value !== 'object' || value === null) return { ...EMPTY_CUSTOMER };
  const v = value as Record<string, unknown>;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  return { name: text(v.name), phone: text(v.phone), email: text(v.email) };
}

export function loadCustomerDetails(): CustomerDetails {
  return parseCustomerDetails(readStoredJson(STORAGE_KEYS.customerDetails));
}

export function saveCustomerDetails(details: CustomerDetails): void {
  writeStoredJson(STORAGE_KEYS.customerDetails, details);
}

export function isCustomerComplete(details: CustomerDetails): boolean {
  return details.name.trim() !== '' && details.phone.trim() !== '' && details.email.trim() !== '';
}
