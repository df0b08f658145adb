import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { ErrorText } from '@/shared/ui/ErrorText';
import { LoadingText } from '@/shared/ui/LoadingText';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useClientPage } from './api/find-client-page';
import './client-frame.css';

type State =
  { status: 'checking' } | { status: 'found'; url: string } | { status: 'missing' } | { status: 'failed' };

export default function ClientFramePage() {
  const { clientID = '' } = useParams();
  // Another client's address starts a new check from 'checking'.
  return <ClientFrame key={clientID} clientID={clientID} />;
}

function ClientFrame({ clientID }: { clientID: string }) {
  const page = useClientPage(clientID);
  const state: State = page.isPending
    ? { status: 'checking' }
    : page.isError
      ? { status: 'failed' }
      : page.data
        ? { status: 'found', url: page.data }
        : { status: 'missing' };
  useDocumentTitle(state.status === 'missing' ? 'Undangan tidak ditemukan' : 'Undangan');

  useEffect(() => {
    if (state.status !== 'found') return;
    // The frame is the whole page: the shop's own page underneath must not scroll.
    document.body.classList.add('client-frame-open');
    return () => document.body.classList.remove('client-frame-open');
  }, [state.status]);

  if (state.status === 'checking') return <LoadingText />;
  if (state.status === 'found') {
    return <iframe className="client-frame" src={state.url} title={`Undangan ${clientID}`} />;
  }
  return (
    <div className="container page notice">
      <h1 className="page-title">Undangan Tidak Ditemukan</h1>
      {state.status === 'failed' ? (
        <ErrorText>Gagal memuat data. Silakan coba lagi nanti.</ErrorText>
      ) : (
        <p>
          Maaf, undangan dengan alamat <strong className="client-id">{clientID}</strong> tidak ditemukan.
          Periksa kembali tautan yang Anda terima.
        </p>
      )}
      <Link to={paths.landing} className="button">
        Kembali ke Beranda
      </Link>
    </div>
  );
}
