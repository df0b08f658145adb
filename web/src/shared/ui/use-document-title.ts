import { useEffect } from 'react';

const SITE_TITLE = 'Undangan Digital';

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_TITLE}` : SITE_TITLE;
  }, [title]);
}
