import { adminApi } from '@/admin/lib/admin-api';
import { clearToken } from '@/admin/lib/session';

/**
 * Logout: the server ends the session first, so the token is refused even where a copy of it
 * remains; then the token is removed (PRODUCT.md section 4: Logout removes the token and goes to
 * login). A failed
 * call (no connection, a session already ended) still removes the token.
 */
export async function logOut(): Promise<void> {
  try {
    await adminApi.post('/logout', undefined, { keepSessionOn401: true, timeout: 10_000 });
  } catch (err) {
    console.error(err);
  } finally {
    clearToken();
  }
}
