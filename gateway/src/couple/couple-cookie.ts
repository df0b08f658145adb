import { COUPLE_TOKEN_PATTERN } from '@undangan/contracts';

/**
 * The couple's session cookie: HttpOnly (no script reads it), SameSite=Lax (another site's form or
 * fetch does not carry it), sent only to the couple's own routes (Path), and Secure when the shop's
 * public address is https. Its value is the session's secret, which the gateway hands to
 * invitations to look up by hash; nothing else is in it.
 */
export const COUPLE_SESSION_COOKIE = 'pasangan_sesi';
export const COUPLE_COOKIE_PATH = '/api/pasangan';

const attributes = (secure: boolean) =>
  `Path=${COUPLE_COOKIE_PATH}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Sets the session until it expires. */
export function sessionCookie(token: string, expiresAt: string, secure: boolean): string {
  const seconds = Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));
  return `${COUPLE_SESSION_COOKIE}=${token}; Max-Age=${seconds}; ${attributes(secure)}`;
}

/** Removes it from the browser (signing out). */
export const clearedSessionCookie = (secure: boolean): string =>
  `${COUPLE_SESSION_COOKIE}=; Max-Age=0; ${attributes(secure)}`;

/** The session's token in a Cookie header: the first well-formed value of the couple's cookie. */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    const token = value.join('=');
    if (name === COUPLE_SESSION_COOKIE && COUPLE_TOKEN_PATTERN.test(token)) return token;
  }
  return undefined;
}
