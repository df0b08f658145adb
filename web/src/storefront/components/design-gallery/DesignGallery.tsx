import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { GALLERY_TABS, type Design } from '@undangan/contracts';
import { ErrorText } from '@/shared/ui/ErrorText';
import { LoadingText } from '@/shared/ui/LoadingText';
import { DesignCarousel } from './DesignCarousel';
import { isOtherOccasion } from './design-occasion';
import { designsQuery } from './get-designs';
import { OtherOccasions } from './OtherOccasions';

type GalleryTab = (typeof GALLERY_TABS)[number];

// Kept for the whole visit, so coming back to a tab (or to the page) shows the same slide.
const slidePositions = new Map<GalleryTab, number>();
let lastTab: GalleryTab = 'Exclusive';
const rememberTab = (tab: GalleryTab) => {
  lastTab = tab;
};

/** Loaded by DeferredGallery once the visitor comes near it. */
export default function DesignGallery({ onReady }: { onReady?: () => void }) {
  const gallery = useQuery(designsQuery);
  const [tab, setTab] = useState<GalleryTab>(lastTab);
  const id = useId();

  const choose = (next: GalleryTab) => {
    rememberTab(next);
    setTab(next);
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = GALLERY_TABS[(index + step + GALLERY_TABS.length) % GALLERY_TABS.length];
    choose(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  // The three tabs are the wedding shop's own: birthdays, baptisms and thanksgivings have theirs below.
  const all: Design[] = gallery.data ?? [];
  const designs = all.filter((design) => design.package_id === tab && !isOtherOccasion(design));
  const others = all.filter(isOtherOccasion);

  return (
    <section className="gallery" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="gallery__title">
        Galeri Desain
      </h2>
      <div className="gallery__tabs" role="tablist" aria-label="Paket desain">
        {GALLERY_TABS.map((name, index) => (
          <button
            key={name}
            id={`${id}-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className="gallery__tab"
            onClick={() => choose(name)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {name}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className="gallery__panel">
        {gallery.isPending && <LoadingText />}
        {gallery.isError && <ErrorText>Gagal memuat data. Silakan coba lagi nanti.</ErrorText>}
        {gallery.isSuccess && designs.length === 0 && (
          <p className="gallery__empty">Belum ada desain untuk paket ini.</p>
        )}
        {designs.length > 0 && (
          <DesignCarousel
            key={tab}
            designs={designs}
            initialSlide={Math.min(slidePositions.get(tab) ?? 0, designs.length - 1)}
            onSlideChange={(index) => slidePositions.set(tab, index)}
            onReady={onReady}
          />
        )}
      </div>
      {others.length > 0 && <OtherOccasions designs={others} />}
    </section>
  );
}
