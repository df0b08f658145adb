import { designOrderPath, type Design } from '@undangan/contracts';
import { Link } from 'react-router-dom';

/** Where a design's Preview opens: its template address, else its sample invitation page. */
export function previewPathOf(design: Pick<Design, 'id' | 'template_url'>): string {
  return design.template_url || `/contoh/${encodeURIComponent(design.id)}`;
}

/** A design's two actions, wherever it is shown: its template in a new tab, and ordering it. */
export function DesignActions({ design, className }: { design: Design; className: string }) {
  return (
    <span className={className}>
      <a
        className="button button--small button--outline"
        href={previewPathOf(design)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Preview ${design.name}`}
      >
        Preview
      </a>
      <Link
        className="button button--small"
        to={designOrderPath(design)}
        aria-label={`Pesan desain ini (${design.name})`}
      >
        Pesan desain ini
      </Link>
    </span>
  );
}
