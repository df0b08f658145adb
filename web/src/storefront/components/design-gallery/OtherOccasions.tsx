import type { Design } from '@undangan/contracts';
import { DesignActions } from './DesignActions';
import { OCCASION_LABELS } from './design-occasion';

/** Designs for birthdays, baptisms and thanksgivings: their own list, apart from the wedding tabs. */
export function OtherOccasions({ designs }: { designs: Design[] }) {
  return (
    <section className="occasions" aria-labelledby="occasions-title">
      <h3 id="occasions-title" className="occasions__title">
        Undangan Acara Lainnya
      </h3>
      <p className="occasions__lead">Ulang tahun, baptisan, dan ucapan syukur.</p>
      <ul className="occasions__list">
        {designs.map((design) => (
          <li key={design.id} className="occasion-card" data-testid="occasion-card">
            <img
              src={design.image_url}
              alt={`Pratinjau desain ${design.name}`}
              width={120}
              height={180}
              loading="lazy"
              decoding="async"
              className="occasion-card__image"
            />
            <div className="occasion-card__body">
              <span className="occasion-card__occasion">{OCCASION_LABELS[design.category]}</span>
              <span className="occasion-card__name">{design.name}</span>
              <span className="occasion-card__package">Paket {design.package_id}</span>
              <DesignActions design={design} className="occasion-card__actions" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
