import { describe, expect, it } from '@jest/globals';
import { describeAudit } from './audit-sentence';

const entry = (action: string, target: string, before: unknown, after: unknown) => ({
  admin_username: 'admin',
  action,
  target,
  before,
  after,
});

const proof = (status: string, name = 'Rina') => ({
  order_id: 'INV-20261124-7K3M9Q',
  customer_name: name,
  customer_phone: '0812',
  customer_email: 'a@b.c',
  status,
});

const order = (changes: Record<string, unknown> = {}) => ({
  id: '74',
  order_id: 'INV-20261124-7K3M9Q',
  status: 'pending',
  client_id: null,
  client_url: '',
  admin_notes: '',
  ...changes,
});

describe('describeAudit', () => {
  it('says what a proof decision was, by the order id, in the status names the pages use', () => {
    expect(
      describeAudit(entry('proof.update', 'INV-20261124-7K3M9Q', proof('pending'), proof('approved'))),
    ).toBe('admin mengubah status bukti INV-20261124-7K3M9Q menjadi Disetujui');
    expect(
      describeAudit(
        entry('proof.update', 'INV-20261124-7K3M9Q', proof('approved'), proof('rejected', 'Rina S')),
      ),
    ).toBe('admin mengubah status bukti INV-20261124-7K3M9Q menjadi Ditolak serta mengubah nama');
    expect(describeAudit(entry('proof.delete', 'INV-20261124-7K3M9Q', proof('pending'), null))).toBe(
      'admin menghapus bukti pembayaran INV-20261124-7K3M9Q',
    );
  });

  it("says which domain an order's invitation was given, changed to or lost, by the order id", () => {
    const domain = (name: string | null) => ({
      order_id: 'INV-20261124-7K3M9Q',
      domain: name,
      client_id: name ? 'rina-budi' : null,
    });
    expect(describeAudit(entry('custom-domain.update', '74', domain(null), domain('rina-budi.com')))).toBe(
      'admin mencatat domain rina-budi.com untuk pesanan INV-20261124-7K3M9Q',
    );
    expect(
      describeAudit(entry('custom-domain.update', '74', domain('rina-budi.com'), domain('rina-budi.id'))),
    ).toBe('admin mengganti domain pesanan INV-20261124-7K3M9Q dari rina-budi.com menjadi rina-budi.id');
    expect(describeAudit(entry('custom-domain.update', '74', domain('rina-budi.id'), domain(null)))).toBe(
      'admin menghapus domain rina-budi.id dari pesanan INV-20261124-7K3M9Q',
    );
  });

  it('names an order by its order id, not its row number, and lists what changed', () => {
    expect(
      describeAudit(
        entry(
          'order.update',
          '74',
          order(),
          order({ status: 'in_progress', client_id: 'rina-budi', admin_notes: 'Menunggu foto' }),
        ),
      ),
    ).toBe(
      'admin mengubah pesanan INV-20261124-7K3M9Q: status pengerjaan menjadi Sedang dikerjakan, Client ID menjadi rina-budi dan catatan admin diubah',
    );
    expect(describeAudit(entry('order.update', '74', order(), order()))).toBe(
      'admin menyimpan pesanan INV-20261124-7K3M9Q tanpa perubahan',
    );
    expect(describeAudit(entry('order.update', '74', null, null))).toBe(
      'admin menyimpan pesanan nomor 74 tanpa perubahan',
    );
  });

  it('tells the catalogue, referral and account changes in words', () => {
    const pkg = { id: 3, name: 'Premium', price: 179000, features: ['a'] };
    expect(describeAudit(entry('package.create', '3', null, pkg))).toBe(
      'admin menambah paket Premium (ID 3) seharga Rp 179.000',
    );
    expect(describeAudit(entry('package.update', '3', pkg, { ...pkg, price: 199000 }))).toBe(
      'admin mengubah paket Premium (ID 3): harga menjadi Rp 199.000',
    );
    const design = { id: 'uji', name: 'Uji', theme: { motif: 'roses' } };
    expect(
      describeAudit(entry('design.update', 'uji', design, { ...design, theme: { motif: 'kawung' } })),
    ).toBe('admin mengubah desain Uji (ID uji): tema undangan diubah');
    expect(describeAudit(entry('addon.delete', '5', { id: 5, title: 'Split Link', price: 1 }, null))).toBe(
      'admin menghapus add-on Split Link (ID 5)',
    );
    const code = {
      code: 'UJI',
      percentage: 15,
      active: true,
      usage_limit: null,
      expires_at: null,
      description: '',
    };
    expect(describeAudit(entry('referral-code.update', 'UJI', code, { ...code, percentage: 20 }))).toBe(
      'admin mengubah kode referal UJI: diskon menjadi 20%',
    );
    expect(describeAudit(entry('referral-code.deactivate', 'UJI', code, { ...code, active: false }))).toBe(
      'admin menonaktifkan kode referal UJI',
    );
    expect(describeAudit(entry('admin.password-change', 'admin', null, null))).toBe(
      'admin mengganti password dirinya sendiri',
    );
    expect(describeAudit(entry('admin.create', 'sari', null, null))).toBe('admin menambah admin baru sari');
    expect(describeAudit(entry('admin.disable', 'sari', null, null))).toBe(
      'admin menonaktifkan akun admin sari',
    );
    expect(describeAudit(entry('admin.enable', 'sari', null, null))).toBe(
      'admin mengaktifkan kembali akun admin sari',
    );
    expect(describeAudit(entry('admin.sessions-revoke', 'sari', null, null))).toBe(
      'admin mengakhiri semua sesi login admin sari',
    );
    expect(describeAudit(entry('admin.sessions-revoke', 'admin', null, null))).toBe(
      'admin mengakhiri sesi login lain milik dirinya sendiri',
    );
  });

  it('says which email was sent again, of which order and to whom', () => {
    const copy = {
      id: 'b2',
      order_id: 'INV-20261124-7K3M9Q',
      kind: 'payment-received',
      recipient: 'rina@contoh.test',
      resend_of: 'a1',
    };
    expect(describeAudit(entry('email.resend', 'a1', null, copy))).toBe(
      'admin mengirim ulang email “Kuitansi pembayaran” pesanan INV-20261124-7K3M9Q ke rina@contoh.test',
    );
    expect(describeAudit(entry('email.resend', 'a1', null, null))).toBe('admin mengirim ulang email a1');
  });

  it('says which holiday was added or removed, by its day the Indonesian way', () => {
    const natal = { day: '2026-12-25', name: 'Hari Raya Natal', created_at: '2026-11-24T03:00:00.000Z' };
    expect(describeAudit(entry('holiday.add', '2026-12-25', null, natal))).toBe(
      'admin menambah hari libur Jumat, 25 Desember 2026 (Hari Raya Natal)',
    );
    expect(describeAudit(entry('holiday.remove', '2026-12-25', natal, null))).toBe(
      'admin menghapus hari libur Jumat, 25 Desember 2026 (Hari Raya Natal)',
    );
  });

  it('says which revision of which order went where', () => {
    const queued = { kind: 'photo', order_id: 'INV-20261124-7K3M9Q', status: 'queued' };
    expect(describeAudit(entry('revision.update', 'r1', queued, { ...queued, status: 'done' }))).toBe(
      'admin mengubah revisi Foto pesanan INV-20261124-7K3M9Q menjadi Selesai',
    );
  });
});
