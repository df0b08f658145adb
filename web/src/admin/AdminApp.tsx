import { ComponentType, lazy, LazyExoticComponent, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { LoadingText } from '@/shared/ui/LoadingText';
import { adminPaths } from '@/admin/config/paths';
import { AdminLayout } from './app/AdminLayout';
import { RequireAdmin } from './app/RequireAdmin';
import { setSessionEndedListener } from './lib/session';
import './admin.css';

// Every admin page is its own chunk, loaded when it is first opened.
const LoginPage = lazy(() => import('./features/login/LoginPage'));

/** The pages behind the login, in the admin layout, by address. */
const PAGES: readonly (readonly [path: string, Page: LazyExoticComponent<ComponentType>])[] = [
  [adminPaths.dashboard, lazy(() => import('./features/dashboard/DashboardPage'))],
  [adminPaths.transactions, lazy(() => import('./features/transactions/TransactionsPage'))],
  [adminPaths.balance, lazy(() => import('./features/balance/BalancePage'))],
  [adminPaths.order, lazy(() => import('./features/orders/OrdersPage'))],
  [adminPaths.database, lazy(() => import('./features/database/DatabasePage'))],
  [adminPaths.designs, lazy(() => import('./features/database/DesignsPage'))],
  [adminPaths.uploadProof, lazy(() => import('./features/proofs/UploadProofPage'))],
  [adminPaths.account, lazy(() => import('./features/account/AccountPage'))],
  [adminPaths.settings, lazy(() => import('./features/settings/SettingsPage'))],
  [adminPaths.auditLog, lazy(() => import('./features/audit-log/AuditLogPage'))],
];

/** An ended session (401 or an expired token) goes to the login page with its message. */
function SessionEndedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionEndedListener((message) => navigate(adminPaths.login, { replace: true, state: { message } }));
    return () => setSessionEndedListener(undefined);
  }, [navigate]);
  return null;
}

export default function AdminApp() {
  return (
    <BrowserRouter>
      <SessionEndedRedirect />
      <Suspense fallback={<LoadingText />}>
        <Routes>
          <Route path={adminPaths.login} element={<LoginPage />} />
          <Route element={<RequireAdmin />}>
            <Route element={<AdminLayout />}>
              {PAGES.map(([path, Page]) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<Navigate to={adminPaths.dashboard} replace />} />
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
