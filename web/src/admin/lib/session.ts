import { STORAGE_KEYS } from '@/shared/storage/storage-keys';
import { readText, removeKeys, writeText } from '@/shared/storage/storage';

/** The admin's token (PRODUCT.md section 3: localStorage adminToken) and the end of a session. */
export function readToken(): string | null {
  return readText(STORAGE_KEYS.adminToken);
}

export function saveToken(token: string): void {
  writeText(STORAGE_KEYS.adminToken, token);
}

export function clearToken(): void {
  removeKeys(STORAGE_KEYS.adminToken);
}

/** Whether a JWT's exp has passed; an unreadable token counts as expired. */
export function tokenExpired(token: string, now = Date.now()): boolean {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
    };
    return typeof payload.exp !== 'number' || payload.exp * 1000 <= now;
  } catch {
    return true;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Sesi Anda telah berakhir. Silakan login kembali.';

type SessionListener = (message: string) => void;
let onSessionEnded: SessionListener | undefined;

/** The app decides where an ended session goes (the login page, with the message). */
export function setSessionEndedListener(listener: SessionListener | undefined): void {
  onSessionEnded = listener;
}

export function endSession(message = SESSION_EXPIRED_MESSAGE): void {
  clearToken();
  onSessionEnded?.(message);
}
