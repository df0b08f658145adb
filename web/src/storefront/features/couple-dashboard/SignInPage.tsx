import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { COUPLE_ACCESS_MESSAGES, signInLinkByEmailSchema } from '@undangan/contracts';
import { fieldErrors, type FieldErrors } from '@/shared/validation/field-errors';
import { paths } from '@/shared/config/paths';
import { askSignInLink } from '@/shared/order/couple-sign-in-link';
import { orderIdFromFragment } from '@/shared/order/order-fragment';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import { LoadingText } from '@/shared/ui/LoadingText';
import { TextField } from '@/shared/ui/TextField';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { COUPLE_KEYS, signIn } from './api/couple-session';
import { EmailField } from './components/EmailField';
import { COUPLE_WORDS } from './couple-words';
import './couple-dashboard.css';

/** The link's token, taken once from the address (`?t=`), which is then cleared from the address bar. */
function takeLinkToken(params: URLSearchParams): string | null {
  const token = params.get('t');
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}

type Field = 'orderId' | 'email';
const MISSING: Record<Field, string> = { orderId: 'Harap isi ID pesanan.', email: 'Harap isi email Anda.' };

/** The server's own checks of the form; an empty field is asked for, not called invalid. */
function formErrors(values: Record<Field, string>): FieldErrors<Field> {
  const found = fieldErrors<Field>(signInLinkByEmailSchema, values);
  for (const field of ['orderId', 'email'] as const)
    if (values[field].trim() === '') found[field] = MISSING[field];
  return found;
}

/**
 * /pasangan/masuk: the couple asks for a sign-in link (ID Pesanan and email; the answer is the same
 * whether or not they match), or arrives from the link's email. The link is only used when this
 * page posts it, never by opening the address, so a mail scanner that fetches links uses nothing up.
 */
export default function SignInPage() {
  useDocumentTitle('Masuk ke Dasbor Pasangan');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [token] = useState(() => takeLinkToken(params));
  const [signingIn, setSigningIn] = useState(token !== null);
  const [orderId, setOrderId] = useState(() => orderIdFromFragment() ?? '');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const message = useMessage();
  const { show } = message;
  const posted = useRef(false);

  useEffect(() => {
    const note = (location.state as { notice?: string } | null)?.notice;
    if (note) show('success', note, { reveal: false });
  }, [location.state, show]);

  useEffect(() => {
    if (!token || posted.current) return;
    posted.current = true;
    void signIn(token).then(async (answer) => {
      if (answer.ok) {
        await queryClient.invalidateQueries({ queryKey: COUPLE_KEYS.all });
        navigate(paths.coupleDashboard, { replace: true });
        return;
      }
      setSigningIn(false);
      show('error', answer.message ?? COUPLE_ACCESS_MESSAGES.linkInvalid);
    });
  }, [token, navigate, queryClient, show]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors({ orderId, email });
    setErrors(found);
    if (found.orderId || found.email) return;
    setBusy(true);
    message.clear();
    try {
      const answer = await askSignInLink({ orderId: orderId.trim(), email: email.trim() });
      if (answer.ok) message.show('success', answer.value.message);
      else message.show('error', answer.message ?? COUPLE_WORDS.failed);
    } finally {
      setBusy(false);
    }
  };

  if (signingIn) return <LoadingText text="Memeriksa tautan masuk..." />;

  return (
    <div className="container page couple-page">
      <h1 className="page-title">Masuk ke Dasbor Pasangan</h1>
      <p className="couple-lead">
        Masukkan ID pesanan dan email Anda. Kami akan mengirim tautan masuk ke email tersebut.
      </p>
      <form className="card couple-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="couple-order-id"
          label="ID Pesanan"
          name="order_id"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="INV-20260101-ABC123"
          maxLength={50}
          value={orderId}
          onChange={(event) => setOrderId(event.target.value)}
          error={errors.orderId}
        />
        <EmailField
          id="couple-email"
          label="Email"
          autoComplete="email"
          placeholder="nama@contoh.com"
          value={email}
          onChange={setEmail}
          hint="Email pesanan Anda, atau email yang diundang sebagai mitra."
          error={errors.email}
        />
        <button type="submit" className="button button--block" disabled={busy}>
          {busy ? 'Mengirim...' : 'Kirim Tautan Masuk'}
        </button>
        <InlineMessage message={message.message} testId="couple-sign-in-message" />
      </form>
    </div>
  );
}
