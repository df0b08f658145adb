import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { LoadingText } from '@/shared/ui/LoadingText';
import { adminPaths } from '@/admin/config/paths';
import { AdminLayout } from './app/AdminLayout';
import { RequireAdmin } from './app/RequireAdmin';
import { setSessionEndedListener } from './lib/session';
import './admin.css';

// Every admin page is its own chunk, loaded when it is first opened.
const LoginPage = lazy(() => import('./features/login/LoginPage'));
const DashboardPage = lazy(() => import('./features/dashboard/DashboardPage'));
const TransactionsPage = lazy(() => import('./features/transactions/TransactionsPage'));
const BalancePage = lazy(() => import('./features/balance/BalancePage'));
const OrdersPage = lazy(() => import('./features/orders/OrdersPage'));
const DatabasePage = lazy(() => import('./features/database/DatabasePage'));
const DesignsPage = lazy(() => import('./features/database/DesignsPage'));
const UploadProofPage = lazy(() => import('./features/proofs/UploadProofPage'));
const AccountPage = lazy(() => import('./features/account/AccountPage'));
const SettingsPage = lazy(() => import('./features/settings/SettingsPage'));
const AuditLogPage = lazy(() => import('./features/audit-log/AuditLogPage'));

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
              <Route path={adminPaths.dashboard} element={<DashboardPage />} />
              <Route path={adminPaths.transactions} element={<TransactionsPage />} />
              <Route path={adminPaths.balance} element={<BalancePage />} />
              <Route path={adminPaths.order} element={<OrdersPage />} />
              <Route path={adminPaths.database} element={<DatabasePage />} />
              <Route path={adminPaths.designs} element={<DesignsPage />} />
              <Route path={adminPaths.uploadProof} element={<UploadProofPage />} />
              <Route path={adminPaths.account} element={<AccountPage />} />
              <Route path={adminPaths.settings} element={<SettingsPage />} />
              <Route path={adminPaths.auditLog} element={<AuditLogPage />} />
              <Route path="*" element={<Navigate to={adminPaths.dashboard} replace />} />
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
