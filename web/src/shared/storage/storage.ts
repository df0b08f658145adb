import type { StorageKey } from './storage-keys';

// Storage can throw (private mode, quota, disabled cookies): the shop must keep working without it.

export function readText(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeText(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value lives on in the page's state.
  }
}

export function removeKeys(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // As above.
    }
  }
}

export function readStoredJson(key: StorageKey): unknown {
  const text = readText(key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function writeStoredJson(key: StorageKey, value: unknown): void {
  writeText(key, JSON.stringify(value));
}

/** A stored whole number of rupiah, or 0 when absent or unreadable. */
export function readAmount(key: StorageKey): number {
  const value = Number(readText(key));
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Losing a scroll position is harmless.
  }
}

export function removeSession(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // As above.
  }
}
