import { isApiError } from './api-client';

/** The `message` of an error answer (`{ message, code }`), when the server sent one. */
export function serverMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const data: unknown = error.response?.data;
  if (typeof data === 'object' && data !== null) {
    const message = (data as Record<string, unknown>).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/** The `code` of an error answer (`{ message, code }`): what kind of refusal it is, for the page to act on. */
export function errorCode(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const data: unknown = error.response?.data;
  if (typeof data === 'object' && data !== null) {
    const code = (data as Record<string, unknown>).code;
    if (typeof code === 'string' && code !== '') return code;
  }
  return null;
}

/** The HTTP status of an error answer; null when no answer came (a lost connection). */
export function errorStatus(error: unknown): number | null {
  return isApiError(error) ? (error.response?.status ?? null) : null;
}
