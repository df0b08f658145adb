import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { StorefrontApp } from './storefront/app/StorefrontApp';
import { LoadingText } from './shared/ui/LoadingText';
// The shop's own heading face (OFL), Latin only, shown in the fallback serif until it arrives.
import '@fontsource/playfair-display/latin-700.css';
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
