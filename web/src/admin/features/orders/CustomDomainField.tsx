import { useState, type FormEvent } from 'react';
import { customDomainInputSchema, validate } from '@undangan/contracts';
import { useToast } from '@/admin/components/Toasts';
import { serverMessage } from '@/shared/api/server-message';
import { useOrderDomain, useSetOrderDomain } from './api/custom-domain';

const TEXT = {
  saved: (domain: string) => `Domain ${domain} disimpan.`,
  removed: 'Domain dihapus.',
  failed: 'Gagal menyimpan domain.',
  loadFailed: 'Domain tidak dapat dimuat saat ini.',
};

/**
 * The Exclusive package's own domain beside the couple's page: the host name the couple bought,
 * which then opens their invitation; empty removes it. Under it, the DNS record the couple makes.
 */
export function CustomDomainField({ orderRowId, clientId }: { orderRowId: string; clientId: string | null }) {
  const recorded = useOrderDomain(orderRowId);
  const save = useSetOrderDomain(orderRowId);
  const toast = useToast();
  // What the admin typed; until then (and after a save) the field shows the recorded domain.
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState('');
  const current = recorded.data?.domain ?? null;
  const domain = typed ?? current ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server's own rule, checked here first so the admin reads the reason at once.
    const checked = validate(customDomainInputSchema, { domain });
    if (!checked.ok) return setError(checked.message);
    setError('');
    try {
      const answer = await save.mutateAsync(domain);
      setTyped(null);
      toast.success(answer.domain ? TEXT.saved(answer.domain) : TEXT.removed);
    } catch (err) {
      setError(serverMessage(err) ?? TEXT.failed);
    }
  };

  const inputId = `custom-domain-${orderRowId}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const shown = current ?? 'domain-pasangan.com';
  return (
    <form className="custom-domain" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={inputId}>Domain khusus (Exclusive)</label>
      <div className="admin-inline">
        <input
          id={inputId}
          value={domain}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="contoh: rina-dan-bayu.com"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          // Unread, an empty field would remove the domain the order has: nothing is sent then.
          disabled={recorded.isPending || recorded.isError}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        />
        <button
          type="submit"
          className="admin-button secondary small"
          disabled={save.isPending || recorded.isPending || recorded.isError}
        >
          Simpan Domain
        </button>
      </div>
      {error && (
        <p id={errorId} className="admin-error" role="alert">
          {error}
        </p>
      )}
      {recorded.isError && (
        <p className="admin-error" role="alert">
          {TEXT.loadFailed}
        </p>
      )}
      <p id={hintId} className="admin-muted custom-domain-hint">
        {current && recorded.data?.client_id ? `Membuka undangan /${recorded.data.client_id}. ` : ''}
        {!clientId && !current ? 'Isi Client ID pesanan ini terlebih dahulu. ' : ''}
        Data DNS yang dibuat pasangan di pengelola domainnya: CNAME <code>{shown}</code> ke{' '}
        <code>{window.location.hostname}</code>; untuk domain utama (tanpa awalan seperti www.), A record ke
        alamat IP toko. Setelah DNS aktif, tim teknis memasang sertifikat HTTPS. Kosongkan lalu simpan untuk
        menghapus domain.
      </p>
    </form>
  );
}
