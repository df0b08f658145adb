import { SNAP_CLIENT_SOURCE } from './snap-client-script';

/** JSON that is safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** snap.js; it finds the simulator from its own src and falls back to the configured public URL. */
export function snapScript(publicUrl: string): string {
  return SNAP_CLIENT_SOURCE.replace('__SIM_CONFIG__', () => scriptJson({ publicUrl }));
}

/** Snap's redirect_url page: the same payment screen as the popup, as a whole page. */
export function vtwebPage(token: string): string {
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pembayaran (Simulator Midtrans)</title>
<style>body{margin:0;padding:0 8px;background:#e2e8f0}</style>
</head>
<body>
<main id="sim-snap-page"></main>
<script src="/snap/snap.js"></script>
<script>window.snap._page(${scriptJson(token)}, 'sim-snap-page');</script>
</body>
</html>
`;
}

export function notFoundPage(): string {
  return `<!doctype html>
<html lang="id">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Transaksi tidak ditemukan</title></head>
<body><main><h1>Transaksi tidak ditemukan</h1><p>Token pembayaran ini tidak dikenal oleh simulator.</p></main></body>
</html>
`;
}
