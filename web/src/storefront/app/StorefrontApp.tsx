import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
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
const ClientFramePage = lazy(() => import('../features/client-frame/ClientFramePage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));

export function StorefrontApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<LandingPage />} />
          <Route path="details" element={<DetailsPage />} />
          <Route path="checkout" element={<CheckoutPage />} />
          <Route path="cart" element={<CartPage />} />
          <Route path="payment/manual" element={<ManualPaymentPage />} />
          <Route path="payment/finish" element={<FinishPage />} />
          <Route path="payment/confirmation" element={<ConfirmationPage />} />
          <Route path="payment/pending" element={<PendingPage />} />
          <Route path="payment/expire" element={<ExpirePage />} />
          <Route path="payment/unfinish" element={<UnfinishRedirect />} />
          <Route path="payment/failed" element={<FailedPage />} />
          <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
          <Route path="upload-image" element={<UploadImagePage />} />
          <Route path=":clientID" element={<ClientFramePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
