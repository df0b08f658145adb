import { useMe } from '@/admin/api/get-me';
import { ErrorNotice } from '@/admin/components/ErrorNotice';
import { SHOP } from '@undangan/contracts';
import { LoadingText } from '@/shared/ui/LoadingText';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { usePaymentConfig } from './api/get-payment-config';
import { HolidaysSection } from './HolidaysSection';
import './settings.css';

/**
 * What the shop runs with: the admin and the payment settings, read-only (nothing here is secret;
 * the client key is public by design), and the holidays the admin keeps.
 */
export default function SettingsPage() {
  useDocumentTitle('Settings');
  const { data: me, error } = useMe();
  const payment = usePaymentConfig();

  return (
    <section className="admin-page settings-page" aria-labelledby="settings-title">
      <h2 id="settings-title">Settings</h2>
      <section className="admin-panel" aria-labelledby="settings-admin">
        <h3 id="settings-admin">Admin</h3>
        {me ? (
          <dl className="admin-fields">
            <dt>Username</dt>
            <dd data-testid="settings-username">{me.username}</dd>
            <dt>Peran</dt>
            <dd>{me.is_first_admin ? 'Admin pertama' : 'Admin'}</dd>
          </dl>
        ) : error ? (
          <ErrorNotice>{error}</ErrorNotice>
        ) : (
          <LoadingText />
        )}
      </section>
      <section className="admin-panel" aria-labelledby="settings-payment">
        <h3 id="settings-payment">Pembayaran</h3>
        <dl className="admin-fields">
          <dt>Transfer manual</dt>
          <dd>
            {SHOP.bank.name} {SHOP.bank.accountNumber} a.n. {SHOP.bank.accountHolder}
          </dd>
          <dt>Pembayaran otomatis (Midtrans)</dt>
          <dd>
            {payment
              ? payment.clientKey
                ? 'Client key terpasang'
                : 'Client key belum diatur'
              : 'Loading...'}
          </dd>
          <dt>Alamat snap.js</dt>
          <dd>{payment ? payment.snapJsUrl || 'bawaan Midtrans' : 'Loading...'}</dd>
        </dl>
      </section>
      <HolidaysSection />
    </section>
  );
}
