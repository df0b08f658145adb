import { useEffect, useState } from 'react';

/**
 * A URL the page can show a chosen file (or a fetched image) from, released when the file is
 * replaced or the page goes; null without a file.
 */
export function useObjectUrl(blob: Blob | null): string | null {
  const [made, setMade] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const url = URL.createObjectURL(blob);
    // The URL is a browser resource made and released with the file: the effect is its owner, so
    // a second run (StrictMode, a new file) makes its own URL and the cleanup frees the old one.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMade({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return blob && made?.blob === blob ? made.url : null;
}
