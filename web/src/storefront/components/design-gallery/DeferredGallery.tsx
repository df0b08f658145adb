import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LoadingText } from '@/shared/ui/LoadingText';
import './design-gallery.css';

// Swiper, the designs request and the API client are the heaviest part of a page: they load
// when the visitor comes near the gallery, or once the first screen is shown and the browser is
// idle, so a keyboard user tabbing on from the hero finds the gallery's tabs and slides.
const DesignGallery = lazy(() => import('./DesignGallery'));

const LOOK_AHEAD = '400px 0px';
const IDLE_LOAD_MS = 800;

export function DeferredGallery({ onReady }: { onReady?: () => void }) {
  const slot = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (an old browser) the gallery loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const idle = window.setTimeout(() => setNear(true), IDLE_LOAD_MS);
    const element = slot.current;
    if (!element || typeof IntersectionObserver === 'undefined') return () => window.clearTimeout(idle);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOOK_AHEAD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearTimeout(idle);
    };
  }, []);

  return (
    <div ref={slot} id="galeri" className="gallery-slot">
      {near ? (
        <Suspense fallback={<LoadingText />}>
          <DesignGallery onReady={onReady} />
        </Suspense>
      ) : (
        <LoadingText />
      )}
    </div>
  );
}
