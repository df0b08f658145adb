import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { LoadingText } from '@/shared/ui/LoadingText';
import './design-gallery.css';

// Swiper, the designs request and the API client are the heaviest part of a page: they load once
// the first screen is shown (the page's load event, then the first idle moment of the browser, at
// most IDLE_LOAD_MS later), so the hero's design and the page's own reads never wait for them, and
// a keyboard user tabbing on from the hero finds the gallery's tabs and slides. On a phone the
// gallery is just below the first screen: waiting for the visitor to come near it would not wait.
// Its render is a transition, in slices the browser may answer a tap between.
const DesignGallery = lazy(() => import('./DesignGallery'));

/** The longest the gallery waits for an idle moment once the page has loaded. */
const IDLE_LOAD_MS = 800;

/** Runs `then` once the page has loaded and the browser is idle after it; gives the cancel. */
function afterFirstScreen(then: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const loaded = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(then, { timeout: IDLE_LOAD_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(then, IDLE_LOAD_MS);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return () => {
    window.removeEventListener('load', loaded);
    cancelIdle?.();
  };
}

export function DeferredGallery({ onReady }: { onReady?: () => void }) {
  const [shown, setShown] = useState(false);

  useEffect(() => afterFirstScreen(() => startTransition(() => setShown(true))), []);

  return (
    <div id="galeri" className="gallery-slot">
      {shown ? (
        <Suspense fallback={<LoadingText />}>
          <DesignGallery onReady={onReady} />
        </Suspense>
      ) : (
        <LoadingText />
      )}
    </div>
  );
}
