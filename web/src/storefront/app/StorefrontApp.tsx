import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from '../../shared/config/paths';
import { Layout } from './Layout';

// Every page is its own chunk, so the landing page downloads only what it shows.
const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const DetailsPage = lazy(() => import('../features/details/DetailsPage'));
const CheckoutPage = lazy(() => import('../features/checkout/CheckoutPage'));
const CartPage = lazy(() => import('../features/cart/CartPage'));
const ManualPaymentPage = lazy(() => import('../features/payment/ManualPaymentPage'));
const FinishPage = lazy(() => import('../features/payment/FinishPage'));
const ConfirmationPage = lazy(() => import('../features/payment/ConfirmationPage'));
const PendingPage = lazy(() => import('../features/payment/PendingPage'));
const ExpirePage = lazy(() => import('../features/payment/ExpirePage'));
const UnfinishRedirect = lazy(() => import('../features/payment/UnfinishRedirect'));
const FailedPage = lazy(() => import('../features/payment/FailedPage'));
const PrivacyPolicyPage = lazy(() => import('../features/privacy/PrivacyPolicyPage'));
const UploadImagePage = lazy(() => import('../features/upload-image/UploadImagePage'));
const TrackOrderPage = lazy(() => import('../features/order-tracking/TrackOrderPage'));
const ReceiptPage = lazy(() => import('../features/order-tracking/ReceiptPage'));
const ClientFramePage = lazy(() => import('../features/client-frame/ClientFramePage'));
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
