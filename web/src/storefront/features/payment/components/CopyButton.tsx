import { useState } from 'react';
import { COPY_FAILED_MESSAGE, copyText } from '@/shared/ui/copy-text';
import { CopyIcon } from '@/shared/ui/icons';

/**
 * Copies one value and says, beside the button, what it copied. `label` names the value for screen
 * readers ('Salin nomor virtual account BCA'); `copied` is what the customer reads after.
 */
export function CopyButton({
  text,
  label,
  copied,
  visibleLabel = 'Salin',
  testId,
}: {
  text: string;
  label: string;
  copied: string;
  visibleLabel?: string;
  testId?: string;
}) {
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <span className="copy">
      <button
        type="button"
        className="copy-button"
        aria-label={label}
        data-testid={testId}
        onClick={async () => {
          const ok = await copyText(text);
          setSaid({ ok, text: ok ? copied : COPY_FAILED_MESSAGE });
        }}
      >
        <CopyIcon />
        <span>{visibleLabel}</span>
      </button>
      <span
        className={said && !said.ok ? 'copy__said copy__said--failed' : 'copy__said'}
        role="status"
        data-testid={testId ? `${testId}-said` : undefined}
      >
        {said?.text}
      </span>
    </span>
  );
}
