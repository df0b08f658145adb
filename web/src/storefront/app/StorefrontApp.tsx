import { ComponentType, lazy, LazyExoticComponent } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/shared/api/query-client';
import { paths } from '@/shared/config/paths';
import { startFirstReads } from './first-reads';
import { Layout } from './Layout';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * The chunk of the page the shop was opened at, run as the app starts (it was preloaded beside the
 * entry): the first render waits for it (main.tsx), so it paints the page at once instead of a
 * loading line first and the page after, which React would hold back up to 300 ms behind that line
 * so as not to flash. Settled at once when the address is no page's own (the admin, a client's page).
 */
let openedChunk: Promise<unknown> = Promise.resolve();
export const openedPageLoaded = (): Promise<unknown> => openedChunk;

/** A page as its own chunk, so the landing page downloads only what it shows. */
function page(path: string, load: () => PageModule): LazyExoticComponent<ComponentType> {
  if (path !== window.location.pathname) return lazy(load);
  const opened = load();
  // A chunk that fails is told by the page's error boundary when React asks for it, not before.
  openedChunk = opened.catch(() => undefined);
  return lazy(() => opened);
}

const LandingPage = page(paths.landing, () => import('@/storefront/features/landing/LandingPage'));

/**
 * The pages inside the shop's layout, by address (the router ranks them, so order is free). A
 * pattern (':clientID', '*') is never the opened path itself: those pages load when React asks.
 */
const PAGES = (
  [
    [paths.details, () => import('@/storefront/features/details/DetailsPage')],
    [paths.checkout, () => import('@/storefront/features/checkout/CheckoutPage')],
    [paths.cart, () => import('@/storefront/features/cart/CartPage')],
    [paths.paymentManual, () => import('@/storefront/features/payment/ManualPaymentPage')],
    [paths.paymentFinish, () => import('@/storefront/features/payment/FinishPage')],
    [paths.paymentConfirmation, () => import('@/storefront/features/payment/ConfirmationPage')],
    [paths.paymentPending, () => import('@/storefront/features/payment/PendingPage')],
    [paths.paymentExpire, () => import('@/storefront/features/payment/ExpirePage')],
    [paths.paymentUnfinish, () => import('@/storefront/features/payment/UnfinishRedirect')],
    [paths.paymentFailed, () => import('@/storefront/features/payment/FailedPage')],
    [paths.privacyPolicy, () => import('@/storefront/features/privacy/PrivacyPolicyPage')],
    [paths.uploadImage, () => import('@/storefront/features/upload-image/UploadImagePage')],
    [paths.trackOrder, () => import('@/storefront/features/order-tracking/TrackOrderPage')],
    [paths.receipt, () => import('@/storefront/features/order-tracking/ReceiptPage')],
    [paths.invitationData, () => import('@/storefront/features/invitation-data/InvitationDataPage')],
    [paths.coupleDashboard, () => import('@/storefront/features/couple-dashboard/DashboardPage')],
    [paths.coupleSignIn, () => import('@/storefront/features/couple-dashboard/SignInPage')],
    [':clientID', () => import('@/storefront/features/client-frame/ClientFramePage')],
    ['*', () => import('./NotFoundPage')],
  ] satisfies [string, () => PageModule][]
).map(([path, load]) => [path, page(path, load)] as const);

/** The shop's one cache of answers: the catalogue read on one page is there on the next. */
const queryClient = createQueryClient();
startFirstReads(queryClient, window.location.pathname);

export function StorefrontApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<LandingPage />} />
            {PAGES.map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Route>
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
