import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { openedPageLoaded, StorefrontApp } from './storefront/app/StorefrontApp';
import { reloadOnPreloadError } from './shared/ui/chunk-reload';
import { ErrorBoundary } from './shared/ui/ErrorBoundary';
import { LoadingText } from './shared/ui/LoadingText';
// The shop's own heading face (OFL), Latin only, shown in the fallback serif until it arrives.
import '@fontsource/playfair-display/latin-700.css';
import './shared/ui/base.css';

// The admin app is its own bundle: a visitor of the shop never downloads it.
const AdminApp = lazy(() => import('./admin/AdminApp'));

const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// A tab left open across a deploy asks for chunks the server no longer has: it reloads once.
reloadOnPreloadError();

const root = createRoot(container);
const render = () =>
  // The first render as a transition: React builds the page in slices of a few milliseconds and
  // lets the browser run between them, instead of one long task a slow phone cannot answer a tap
  // during.
  startTransition(() =>
    root.render(
      <StrictMode>
        {isAdminPath(window.location.pathname) ? (
          <ErrorBoundary home="/admin/dashboard">
            <Suspense fallback={<LoadingText />}>
              <AdminApp />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <ErrorBoundary home="/">
            <StorefrontApp />
          </ErrorBoundary>
        )}
      </StrictMode>,
    ),
  );

// The first render is the page the shop was opened at, once its chunk has run.
void openedPageLoaded().then(render);
