import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { StorefrontApp } from './storefront/app/StorefrontApp';
import { LoadingText } from './shared/ui/LoadingText';
import './shared/ui/base.css';

// The admin app is its own bundle: a visitor of the shop never downloads it.
const AdminApp = lazy(() => import('./admin/AdminApp'));

const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    {isAdminPath(window.location.pathname) ? (
      <Suspense fallback={<LoadingText />}>
        <AdminApp />
      </Suspense>
    ) : (
      <StorefrontApp />
    )}
  </StrictMode>,
);
