import { COPIED_MESSAGE, copyText } from '../../../../shared/ui/copy-text';
import { CopyIcon } from '../../../../shared/ui/icons';

export function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <button
      type="button"
      className="copy-button"
      aria-label={label}
      onClick={async () => {
        if (await copyText(text)) window.alert(COPIED_MESSAGE);
      }}
    >
      <CopyIcon />
      <span>Salin</span>
    </button>
  );
}
