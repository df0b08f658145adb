import './page-preview-frame.css';

/**
 * An invitation page drawn for a look, in a frame the width of a phone: its HTML given whole
 * (srcdoc), sandboxed, so nothing in it runs or reaches the shop; the page reads fully without its
 * script.
 */
export function PagePreviewFrame({ html, title }: { html: string; title: string }) {
  return (
    <div className="page-preview">
      <iframe className="page-preview-frame" title={title} sandbox="" srcDoc={html} />
    </div>
  );
}
