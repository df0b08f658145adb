import { useEffect, useState } from 'react';
import type { Design } from '@undangan/contracts';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, EffectCoverflow, Keyboard } from 'swiper/modules';
import { DesignActions } from './DesignActions';
import 'swiper/css';
import 'swiper/css/effect-coverflow';

interface Props {
  designs: Design[];
  initialSlide: number;
  onSlideChange: (index: number) => void;
  onReady?: () => void;
}

export function DesignCarousel({ designs, initialSlide, onSlideChange, onReady }: Props) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [position, setPosition] = useState(initialSlide);

  useEffect(() => {
    onReady?.();
  }, [onReady]);

  return (
    <div className="carousel-block">
      <div className="carousel">
        <Swiper
          modules={[EffectCoverflow, A11y, Keyboard]}
          effect="coverflow"
          coverflowEffect={{ rotate: 30, stretch: 0, depth: 100, modifier: 1, slideShadows: false }}
          spaceBetween={30}
          slidesPerView={1}
          breakpoints={{ 640: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } }}
          centeredSlides
          grabCursor
          initialSlide={initialSlide}
          keyboard={{ enabled: true, onlyInViewport: true }}
          a11y={{
            prevSlideMessage: 'Desain sebelumnya',
            nextSlideMessage: 'Desain berikutnya',
            firstSlideMessage: 'Ini desain pertama',
            lastSlideMessage: 'Ini desain terakhir',
            slideLabelMessage: 'Desain {{index}} dari {{slidesLength}}',
            containerRoleDescriptionMessage: 'carousel',
            itemRoleDescriptionMessage: 'slide',
          }}
          onSwiper={setSwiper}
          onSlideChange={(instance) => {
            setPosition(instance.activeIndex);
            onSlideChange(instance.activeIndex);
          }}
        >
          {designs.map((design) => (
            <SwiperSlide key={design.id} className="design-slide">
              <figure className="design-card">
                <img
                  src={design.image_url}
                  alt={`Pratinjau desain ${design.name}`}
                  width={600}
                  height={900}
                  loading="lazy"
                  decoding="async"
                  className="design-card__image"
                />
                <figcaption className="design-card__body">
                  <span className="design-card__name">{design.name}</span>
                  <span className="design-card__package">{design.package_id}</span>
                  <DesignActions design={design} className="design-card__actions" />
                </figcaption>
              </figure>
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
      {/* Outside the clipped carousel, and small enough for a 320 px screen. */}
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__arrow"
          onClick={() => swiper?.slidePrev()}
          disabled={position <= 0}
          aria-label="Desain sebelumnya"
        >
          <span aria-hidden="true">&lsaquo;</span>
        </button>
        <span className="carousel__position" aria-live="polite">
          {position + 1} / {designs.length}
        </span>
        <button
          type="button"
          className="carousel__arrow"
          onClick={() => swiper?.slideNext()}
          disabled={position >= designs.length - 1}
          aria-label="Desain berikutnya"
        >
          <span aria-hidden="true">&rsaquo;</span>
        </button>
      </div>
    </div>
  );
}
