import { ComponentType, lazy, LazyExoticComponent } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/shared/api/query-client';
import { paths } from '@/shared/config/paths';
import { startFirstReads } from './first-reads';
import { Layout } from './Layout';

// Every page is its own chunk, so the landing page downloads only what it shows.
const LandingPage = lazy(() => import('@/storefront/features/landing/LandingPage'));

/** The pages inside the shop's layout, by address (the router ranks them, so order is free). */
const PAGES: readonly (readonly [path: string, Page: LazyExoticComponent<ComponentType>])[] = [
  [paths.details, lazy(() => import('@/storefront/features/details/DetailsPage'))],
  [paths.checkout, lazy(() => import('@/storefront/features/checkout/CheckoutPage'))],
  [paths.cart, lazy(() => import('@/storefront/features/cart/CartPage'))],
  [paths.paymentManual, lazy(() => import('@/storefront/features/payment/ManualPaymentPage'))],
  [paths.paymentFinish, lazy(() => import('@/storefront/features/payment/FinishPage'))],
  [paths.paymentConfirmation, lazy(() => import('@/storefront/features/payment/ConfirmationPage'))],
  [paths.paymentPending, lazy(() => import('@/storefront/features/payment/PendingPage'))],
  [paths.paymentExpire, lazy(() => import('@/storefront/features/payment/ExpirePage'))],
  [paths.paymentUnfinish, lazy(() => import('@/storefront/features/payment/UnfinishRedirect'))],
  [paths.paymentFailed, lazy(() => import('@/storefront/features/payment/FailedPage'))],
  [paths.privacyPolicy, lazy(() => import('@/storefront/features/privacy/PrivacyPolicyPage'))],
  [paths.uploadImage, lazy(() => import('@/storefront/features/upload-image/UploadImagePage'))],
  [paths.trackOrder, lazy(() => import('@/storefront/features/order-tracking/TrackOrderPage'))],
  [paths.receipt, lazy(() => import('@/storefront/features/order-tracking/ReceiptPage'))],
  [paths.invitationData, lazy(() => import('@/storefront/features/invitation-data/InvitationDataPage'))],
  [':clientID', lazy(() => import('@/storefront/features/client-frame/ClientFramePage'))],
  ['*', lazy(() => import('./NotFoundPage'))],
];

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
