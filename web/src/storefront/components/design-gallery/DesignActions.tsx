import type { Design } from '@undangan/contracts';
import { Link } from 'react-router-dom';
import { orderLinkOf } from './design-order-link';

/** A design's two actions, wherever it is shown: its template in a new tab, and ordering it. */
export function DesignActions({ design, className }: { design: Design; className: string }) {
  return (
    <span className={className}>
      <a
        className="button button--small button--outline"
        href={design.template_url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Preview ${design.name}`}
      >
        Preview
      </a>
      <Link
        className="button button--small"
        to={orderLinkOf(design)}
        aria-label={`Pesan desain ini (${design.name})`}
      >
        Pesan desain ini
      </Link>
    </span>
  );
}
