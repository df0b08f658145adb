import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { LoadingText } from '@/shared/ui/LoadingText';
import { ChatButton } from './ChatButton';
import { Footer } from './Footer';
import { Header } from './Header';
import './layout.css';

export function Layout() {
  const { pathname } = useLocation();

  useEffect(() => {
    // A new page starts at the top; the landing page decides for itself, since it may put the
    // visitor back where 'See Pricelist' left them.
    if (pathname !== paths.landing) window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        Langsung ke konten
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        {/* A broken page keeps the header and footer around its message; another page clears it. */}
        <ErrorBoundary home={paths.landing} resetKey={pathname}>
          <Suspense fallback={<LoadingText />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <ChatButton />
    </>
  );
}
