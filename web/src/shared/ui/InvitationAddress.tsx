import { useId, useState } from 'react';
import { invitationShareLink } from '@undangan/contracts';
import { copyText, COPY_FAILED_MESSAGE } from './copy-text';
import './invitation-address.css';

const COPIED = 'Tautan undangan berhasil disalin.';

/** An address as people read it aloud: without https:// and without a trailing slash. */
export function shortAddress(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/**
 * The couple's invitation address, short and large, with a copy button and one that shares it on
 * WhatsApp (the couple picks whom to send it to). With Split Link there are two addresses of the
 * same invitation (e.g. one for each family's guests), each shown the same way.
 */
export function InvitationAddress({ url, secondUrl = null }: { url: string; secondUrl?: string | null }) {
  return (
    <div className="invitation-address" data-testid="invitation-address">
      <AddressLine
        url={url}
        label={secondUrl ? 'Alamat undangan pertama' : 'Alamat undangan Anda'}
        testId="invitation-url"
      />
      {secondUrl && (
        <AddressLine
          url={secondUrl}
          label="Alamat undangan kedua (Split Link)"
          testId="invitation-url-second"
        />
      )}
    </div>
  );
}

/** An address that wraps after its host, not inside the couple's name (`<wbr>` after the first `/`). */
function BreakableAddress({ address }: { address: string }) {
  const slash = address.indexOf('/');
  if (slash < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, slash + 1)}
      <wbr />
      {address.slice(slash + 1)}
    </>
  );
}

function AddressLine({ url, label, testId }: { url: string; label: string; testId: string }) {
  const [said, setSaid] = useState('');
  const copy = async () => setSaid((await copyText(url)) ? COPIED : COPY_FAILED_MESSAGE);
  // With two addresses, each button says which one it acts on (its label describes it).
  const labelId = useId();
  return (
    <div className="invitation-address__line">
      <p className="invitation-address__label" id={labelId}>
        {label}
      </p>
      <a
        className="invitation-address__url"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        data-testid={testId}
      >
        <BreakableAddress address={shortAddress(url)} />
      </a>
      <div className="invitation-address__actions">
        <button
          type="button"
          className="button button--small button--outline"
          onClick={() => void copy()}
          aria-describedby={labelId}
        >
          Salin Tautan
        </button>
        <a
          className="button button--small"
          href={invitationShareLink(url)}
          aria-describedby={labelId}
          target="_blank"
          rel="noopener noreferrer"
        >
          Bagikan lewat WhatsApp
        </a>
      </div>
      <p className="invitation-address__said" role="status">
        {said}
      </p>
    </div>
  );
}
