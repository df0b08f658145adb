import { ComponentType, lazy, LazyExoticComponent, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/shared/api/query-client';
import { LoadingText } from '@/shared/ui/LoadingText';
import { adminPaths } from '@/admin/config/paths';
import { AdminLayout } from './app/AdminLayout';
import { RequireAdmin } from './app/RequireAdmin';
import { setSessionEndedListener } from './lib/session';
// The admin's shared sheets, in cascade order; each page imports its own feature's sheet after them.
import './app/admin-layout.css';
import './app/admin-controls.css';
import './app/admin-table.css';
import './app/admin-badges.css';
import './app/admin-panels.css';
import './app/admin-overlays.css';
import './app/admin-emails.css';

// Every admin page is its own chunk, loaded when it is first opened: Vite finds them all here.
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>('./features/*/*Page.tsx');

/** The page in features/<name>.tsx, loaded on first use; a name without a file fails at once. */
function page(name: string): LazyExoticComponent<ComponentType> {
  const load = PAGE_MODULES[`./features/${name}.tsx`];
  if (!load) throw new Error(`No admin page features/${name}.tsx`);
  return lazy(load);
}

const LoginPage = page('login/LoginPage');

/** The pages behind the login, in the admin layout, by address. */
const PAGES: readonly (readonly [path: string, Page: LazyExoticComponent<ComponentType>])[] = [
  [adminPaths.dashboard, page('dashboard/DashboardPage')],
  [adminPaths.payments, page('payments/PaymentsPage')],
  [adminPaths.balance, page('balance/BalancePage')],
  [adminPaths.order, page('orders/OrdersPage')],
  [adminPaths.database, page('database/DatabasePage')],
  [adminPaths.designs, page('database/DesignsPage')],
  [adminPaths.proofReview, page('proofs/ProofReviewPage')],
  [adminPaths.account, page('account/AccountPage')],
  [adminPaths.settings, page('settings/SettingsPage')],
  [adminPaths.auditLog, page('audit-log/AuditLogPage')],
  [adminPaths.undeliveredEmails, page('emails/UndeliveredEmailsPage')],
  [adminPaths.revisions, page('revisions/RevisionsPage')],
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

/** The admin's one cache of answers; emptied at each login, so one admin never sees another's. */
const queryClient = createQueryClient();

export default function AdminApp() {
  return (
    <QueryClientProvider client={queryClient}>
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
    </QueryClientProvider>
  );
}
