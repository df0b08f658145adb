import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@undangan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-client';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ErrorNotice } from '@/admin/components/ErrorNotice';
import { InputField } from '@/admin/components/FormFields';
import { adminPaths } from '@/admin/config/paths';
import { readToken, saveToken, tokenExpired } from '@/admin/lib/session';
import { serverMessage } from '@/shared/api/server-message';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { logIn } from './api/log-in';
import './login.css';

export default function LoginPage() {
  useDocumentTitle('Login Admin');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const notice = (location.state as { message?: unknown } | null)?.message;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const token = readToken();
  if (token && !tokenExpired(token)) return <Navigate to={adminPaths.dashboard} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      saveToken(await logIn({ username, password }));
      // What the last session read is not this one's to see.
      queryClient.clear();
      navigate(adminPaths.dashboard, { replace: true });
    } catch (err) {
      // A rate limit keeps its own message; every other failure is PRODUCT.md section 8's text.
      const limited = isApiError(err) && err.response?.status === 429;
      setError((limited && serverMessage(err)) || MESSAGES.loginFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="admin-login-shell">
      <form className="admin-login" onSubmit={submit}>
        <h1>Login Admin</h1>
        {typeof notice === 'string' && !error && (
          <p className="admin-notice" role="status">
            {notice}
          </p>
        )}
        <InputField
          id="admin-username"
          label="Username"
          name="username"
          autoComplete="username"
          required
          value={username}
          onValue={setUsername}
        />
        <InputField
          id="admin-password"
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValue={setPassword}
        />
        {error && <ErrorNotice>{error}</ErrorNotice>}
        <button type="submit" className="admin-button" disabled={busy}>
          {busy ? 'Memproses...' : 'Login'}
        </button>
      </form>
    </main>
  );
}
