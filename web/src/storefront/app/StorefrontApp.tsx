import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { Layout } from './Layout';

// Every page is its own chunk, so the landing page downloads only what it shows.
const LandingPage = lazy(() => import('@/storefront/features/landing/LandingPage'));
const DetailsPage = lazy(() => import('@/storefront/features/details/DetailsPage'));
const CheckoutPage = lazy(() => import('@/storefront/features/checkout/CheckoutPage'));
const CartPage = lazy(() => import('@/storefront/features/cart/CartPage'));
const ManualPaymentPage = lazy(() => import('@/storefront/features/payment/ManualPaymentPage'));
const FinishPage = lazy(() => import('@/storefront/features/payment/FinishPage'));
const ConfirmationPage = lazy(() => import('@/storefront/features/payment/ConfirmationPage'));
const PendingPage = lazy(() => import('@/storefront/features/payment/PendingPage'));
const ExpirePage = lazy(() => import('@/storefront/features/payment/ExpirePage'));
const UnfinishRedirect = lazy(() => import('@/storefront/features/payment/UnfinishRedirect'));
const FailedPage = lazy(() => import('@/storefront/features/payment/FailedPage'));
const PrivacyPolicyPage = lazy(() => import('@/storefront/features/privacy/PrivacyPolicyPage'));
const UploadImagePage = lazy(() => import('@/storefront/features/upload-image/UploadImagePage'));
const TrackOrderPage = lazy(() => import('@/storefront/features/order-tracking/TrackOrderPage'));
const ReceiptPage = lazy(() => import('@/storefront/features/order-tracking/ReceiptPage'));
const ClientFramePage = lazy(() => import('@/storefront/features/client-frame/ClientFramePage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));

export function StorefrontApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<LandingPage />} />
          <Route path={paths.details} element={<DetailsPage />} />
          <Route path={paths.checkout} element={<CheckoutPage />} />
          <Route path={paths.cart} element={<CartPage />} />
          <Route path={paths.paymentManual} element={<ManualPaymentPage />} />
          <Route path={paths.paymentFinish} element={<FinishPage />} />
          <Route path={paths.paymentConfirmation} element={<ConfirmationPage />} />
          <Route path={paths.paymentPending} element={<PendingPage />} />
          <Route path={paths.paymentExpire} element={<ExpirePage />} />
          <Route path={paths.paymentUnfinish} element={<UnfinishRedirect />} />
          <Route path={paths.paymentFailed} element={<FailedPage />} />
          <Route path={paths.privacyPolicy} element={<PrivacyPolicyPage />} />
          <Route path={paths.uploadImage} element={<UploadImagePage />} />
          <Route path={paths.trackOrder} element={<TrackOrderPage />} />
          <Route path={paths.receipt} element={<ReceiptPage />} />
          <Route path=":clientID" element={<ClientFramePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
