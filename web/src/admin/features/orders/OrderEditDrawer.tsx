import { useState, type FormEvent } from 'react';
import { ORDER_STATUSES, type AdminOrderRow, type OrderStatus } from '@undangan/contracts';
import { Drawer } from '@/admin/components/Drawer';
import { InputField, SelectField, TextAreaField } from '@/admin/components/FormFields';
import { StatusBadge } from '@/admin/components/StatusBadge';
import { useToast } from '@/admin/components/Toasts';
import { WhatsAppButton } from '@/admin/components/WhatsAppButton';
import { dateTimeOrNa, addonText, orNa } from '@/admin/lib/format';
import { WORK_STATUS_TEXT } from '@/admin/lib/labels';
import { serverMessage } from '@/shared/api/server-message';
import { useUpdateOrder } from './api/update-order';
import { PromiseCell } from './PromiseCell';

/** PRODUCT.md section 8. */
const TEXT = {
  clientIdEmpty: 'Client ID tidak boleh kosong.',
  updated: 'Pesanan berhasil diperbarui.',
  updateFailed: 'Gagal memperbarui pesanan.',
};

const STATUS_OPTIONS = ORDER_STATUSES.map((s) => ({ value: s, label: WORK_STATUS_TEXT[s].label }));

/**
 * One order edited in a drawer beside the list, every field at full width whatever the screen:
 * what the couple bought and how to reach them above, the four fields the admin changes below,
 * Simpan and Batal always in sight at the bottom. The drawer is modal, so one order is edited at a
 * time (PRODUCT.md section 4).
 */
export function OrderEditDrawer({ order, onClose }: { order: AdminOrderRow; onClose: () => void }) {
  const toast = useToast();
  const update = useUpdateOrder();
  const [clientId, setClientId] = useState(order.client_id ?? '');
  const [clientUrl, setClientUrl] = useState(order.client_url);
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [notes, setNotes] = useState(order.admin_notes);
  const [clientIdError, setClientIdError] = useState('');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = clientId.trim();
    if (!trimmed) {
      setClientIdError(TEXT.clientIdEmpty);
      document.getElementById('order-edit-client-id')?.focus();
      return;
    }
    setClientIdError('');
    try {
      await update.mutateAsync({
        id: order.id,
        change: {
          status,
          admin_notes: notes,
          client_id: encodeURIComponent(trimmed),
          client_url: clientUrl.trim(),
        },
      });
      toast.success(TEXT.updated);
      onClose();
    } catch (err) {
      // PRODUCT.md section 8's text; the server's reason (e.g. a client id already taken) goes to the log.
      console.error('Order update failed', serverMessage(err) ?? err);
      toast.error(TEXT.updateFailed);
    }
  };

  return (
    <Drawer labelledBy="order-edit-title" onClose={onClose} testId="order-edit">
      <header className="admin-drawer-header">
        <div className="admin-drawer-title">
          <h3 id="order-edit-title">Ubah Pesanan</h3>
          <p className="admin-order-id">{order.order_id}</p>
        </div>
        <div className="admin-detail-actions">
          <button
            type="button"
            className="admin-icon-button"
            aria-label="Tutup"
            title="Tutup (Esc)"
            onClick={onClose}
          >
            ×
          </button>
        </div>
      </header>
      <div className="admin-drawer-body">
        <section className="admin-detail-section" aria-labelledby="order-edit-customer">
          <h4 id="order-edit-customer" className="visually-hidden">
            Pelanggan dan isi pesanan
          </h4>
          <dl className="admin-fields">
            <dt>Pelanggan</dt>
            <dd>{orNa(order.customer_name)}</dd>
            <dt>Telepon</dt>
            <dd className="admin-phone-line">
              <span className="nowrap">{orNa(order.customer_phone)}</span>
              <WhatsAppButton
                small
                phone={order.customer_phone}
                orderId={order.order_id}
                name={order.customer_name}
              />
            </dd>
            <dt>Pembayaran</dt>
            <dd>
              <StatusBadge status={order.payment_status} />
            </dd>
            <dt>Janji Selesai</dt>
            <dd>
              <PromiseCell order={order} />
            </dd>
            <dt>Package</dt>
            <dd>{orNa(order.package)}</dd>
            <dt>Design</dt>
            <dd>{orNa(order.design)}</dd>
            <dt>Add-Ons</dt>
            <dd>{addonText(order.addon) || '-'}</dd>
            <dt>Created At</dt>
            <dd>{dateTimeOrNa(order.created_at)}</dd>
          </dl>
          {order.hold_reason && (
            <span className="admin-hold-note" role="note">
              {order.hold_reason}
            </span>
          )}
        </section>

        <form id="order-edit-form" className="admin-order-form" onSubmit={(e) => void save(e)} noValidate>
          <InputField
            id="order-edit-client-id"
            label="Client ID"
            value={clientId}
            onValue={(value) => {
              setClientId(value);
              setClientIdError('');
            }}
            aria-invalid={clientIdError ? true : undefined}
            aria-describedby={clientIdError ? 'order-edit-client-id-error' : undefined}
            autoComplete="off"
          />
          {clientIdError && (
            <p id="order-edit-client-id-error" className="admin-error" role="alert">
              {clientIdError}
            </p>
          )}
          <InputField
            id="order-edit-client-url"
            label="Client URL"
            inputMode="url"
            value={clientUrl}
            onValue={setClientUrl}
            autoComplete="off"
          />
          <SelectField
            id="order-edit-status"
            label="Status"
            value={status}
            onValue={(value) => setStatus(value as OrderStatus)}
            options={STATUS_OPTIONS}
          />
          <TextAreaField
            id="order-edit-notes"
            label="Admin Notes"
            rows={4}
            value={notes}
            onValue={setNotes}
          />
        </form>
      </div>
      <footer className="admin-drawer-footer">
        <button type="submit" form="order-edit-form" className="admin-button" disabled={update.isPending}>
          Simpan
        </button>
        <button type="button" className="admin-button secondary" onClick={onClose}>
          Batal
        </button>
      </footer>
    </Drawer>
  );
}
