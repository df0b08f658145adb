import { useRef } from 'react';
import { useObjectUrl } from '@/shared/ui/use-object-url';
import { formatFileSize, prepareProof } from './proof-image';
import './proof-picker.css';

export type ProofState =
  | { status: 'empty' }
  | { status: 'preparing'; name: string }
  | { status: 'ready'; file: File; original: File; converted: boolean }
  | { status: 'refused'; message: string; heic: boolean };

interface Props {
  state: ProofState;
  onChange: (state: ProofState) => void;
  /** A refusal of the server about the file, shown on the field like the page's own checks. */
  serverError: string | null;
  disabled: boolean;
}

/**
 * The transfer proof: a picker that looks like one, a preview of what will be sent, and the
 * server's rules applied first (a large or non-JPG/PNG photo is made smaller as JPEG here).
 */
export function ProofPicker({ state, onChange, serverError, disabled }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(state.status === 'ready' ? state.file : null);
  const attempt = useRef(0);

  const choose = async (file: File | undefined) => {
    const mine = ++attempt.current;
    if (!file) {
      onChange({ status: 'empty' });
      return;
    }
    onChange({ status: 'preparing', name: file.name });
    const prepared = await prepareProof(file);
    // A second choice made meanwhile wins.
    if (mine !== attempt.current) return;
    if (prepared.ok) {
      onChange({
        status: 'ready',
        file: prepared.file,
        original: prepared.original,
        converted: prepared.converted,
      });
    } else {
      onChange({ status: 'refused', message: prepared.message, heic: prepared.heic });
      if (input.current) input.current.value = '';
    }
  };

  const error = state.status === 'refused' ? state.message : serverError;
  const describedBy = [
    'proof-hint',
    error ? 'proof-error' : '',
    state.status === 'ready' ? 'proof-chosen' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="field proof-field">
      <input
        ref={input}
        id="proof-file"
        className="proof-input visually-hidden"
        type="file"
        accept="image/*"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <label htmlFor="proof-file" className={error ? 'proof-drop proof-drop--invalid' : 'proof-drop'}>
        {preview ? (
          <img className="proof-drop__preview" src={preview} alt="" data-testid="proof-preview" />
        ) : (
          <span className="proof-drop__icon" aria-hidden="true">
            +
          </span>
        )}
        <span className="proof-drop__text">
          <strong>Bukti transfer</strong>
          <span>{state.status === 'ready' ? 'Ganti foto' : 'Pilih foto atau screenshot'}</span>
        </span>
      </label>
      <p id="proof-hint" className="field-hint">
        JPG atau PNG, maksimal 5 MB. Foto yang lebih besar atau berformat lain otomatis kami perkecil menjadi
        JPG sebelum dikirim.
      </p>
      {state.status === 'preparing' && (
        <p className="field-hint" role="status">
          Menyiapkan foto {state.name}...
        </p>
      )}
      {state.status === 'ready' && (
        <p id="proof-chosen" className="proof-chosen" role="status" data-testid="proof-chosen">
          {state.converted
            ? `Foto ${state.original.name} (${formatFileSize(state.original.size)}) diperkecil menjadi ${state.file.name} (${formatFileSize(state.file.size)}) agar dapat dikirim.`
            : `Siap dikirim: ${state.file.name} (${formatFileSize(state.file.size)}).`}
        </p>
      )}
      {error && (
        <p id="proof-error" className="field-error" role="alert" data-testid="proof-error">
          {error}
        </p>
      )}
    </div>
  );
}
