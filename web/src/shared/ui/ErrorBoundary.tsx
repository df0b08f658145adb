import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, isReloadingForNewVersion, reloadOnceForNewVersion } from './chunk-reload';
import './error-boundary.css';

interface Props {
  children: ReactNode;
  /** Where "Kembali ke Beranda" leads: the shop's landing page or the admin's dashboard. */
  home: string;
  /** A new value (the page's address) clears a shown error: another page may well work. */
  resetKey?: string;
}

interface State {
  error: unknown;
  reloading: boolean;
  resetKey?: string;
}

/**
 * What the app shows when a page breaks instead of a blank screen: a page whose code is gone
 * after a new version was deployed reloads the tab once (chunk-reload.ts); anything else, or the
 * same failure right after that reload, says so in Indonesian with a way to reload or go home.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, reloading: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey
      ? { error: null, reloading: false, resetKey: props.resetKey }
      : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isReloadingForNewVersion() || (isChunkLoadError(error) && reloadOnceForNewVersion())) {
      this.setState({ reloading: true });
      return;
    }
    console.error('A page failed to show', error, info.componentStack);
    // The message replaces the page at the top: a reload may have left the scroll far below it.
    window.scrollTo(0, 0);
  }

  render(): ReactNode {
    const { error, reloading } = this.state;
    if (error === null) return this.props.children;
    if (reloading || isReloadingForNewVersion())
      return (
        <p className="loading-text" role="status">
          Memuat versi terbaru...
        </p>
      );
    const newVersion = isChunkLoadError(error);
    return (
      <div className="error-boundary" role="alert" data-testid="error-boundary">
        <h1 className="error-boundary__title">
          {newVersion ? 'Versi baru sudah tersedia' : 'Maaf, terjadi kesalahan'}
        </h1>
        <p>
          {newVersion
            ? 'Halaman ini belum dapat dimuat. Periksa koneksi Anda, lalu muat ulang halaman.'
            : 'Halaman ini gagal ditampilkan. Muat ulang halaman untuk mencoba lagi.'}
        </p>
        <div className="error-boundary__actions">
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Muat Ulang
          </button>
          <a className="button button--outline" href={this.props.home}>
            Kembali ke Beranda
          </a>
        </div>
      </div>
    );
  }
}
