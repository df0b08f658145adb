import { Navigate, Outlet } from 'react-router-dom';
import { SESSION_EXPIRED_MESSAGE, clearToken, readToken, tokenExpired } from '@/admin/lib/session';
import { adminPaths } from '@/admin/config/paths';

/** Every admin page but login: without a token, to the login page; with an expired one, with a message. */
export function RequireAdmin() {
  const token = readToken();
  if (!token) return <Navigate to={adminPaths.login} replace />;
  if (tokenExpired(token)) {
    clearToken();
    return <Navigate to={adminPaths.login} replace state={{ message: SESSION_EXPIRED_MESSAGE }} />;
  }
  return <Outlet />;
}
