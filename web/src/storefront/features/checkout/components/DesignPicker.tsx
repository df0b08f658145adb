import { GALLERY_TABS, type DesignForPackage } from '@undangan/contracts';
import { OCCASION_LABELS } from '@/storefront/components/design-gallery/design-occasion';

interface Props {
  designs: DesignForPackage[];
  /** Category by design id; designs of an unknown category are shown with the wedding designs. */
  categories: Map<string, string>;
  value: string;
  onChange: (designId: string) => void;
}

/** The package's designs as pictures to tap, each with its tier; other occasions apart from weddings. */
export function DesignPicker({ designs, categories, value, onChange }: Props) {
  if (designs.length === 0) return <p className="muted">Belum ada desain untuk paket ini.</p>;
  // The highest tier first: a Premium order shows the Premium designs before the Basic ones it may also use.
  const rank = (design: DesignForPackage) => {
    const index = (GALLERY_TABS as readonly string[]).indexOf(design.package_name);
    return index < 0 ? GALLERY_TABS.length : index;
  };
  const sorted = [...designs].sort((a, b) => rank(a) - rank(b));
  const occasion = (design: DesignForPackage) => OCCASION_LABELS[categories.get(design.id) ?? ''];
  const weddings = sorted.filter((design) => !occasion(design));
  const others = sorted.filter((design) => occasion(design));
  const grid = (list: DesignForPackage[]) => (
    <div className="design-options">
      {list.map((design) => (
        <label key={design.id} className="design-option" data-testid={`design-option-${design.id}`}>
          <input
            type="radio"
            name="checkout-design"
            value={design.id}
            checked={value === design.id}
            onChange={() => onChange(design.id)}
            className="design-option__input"
          />
          <img
            src={design.image_url}
            alt=""
            width={300}
            height={450}
            loading="lazy"
            decoding="async"
            className="design-option__image"
          />
          <span className="design-option__name">{design.name}</span>
          <span className="design-option__tier">
            {occasion(design) ? `${occasion(design)} · ` : ''}
            {design.package_name}
          </span>
        </label>
      ))}
    </div>
  );
  return (
    <>
      {weddings.length > 0 && others.length > 0 && (
        <p className="design-options__group">Undangan Pernikahan</p>
      )}
      {weddings.length > 0 && grid(weddings)}
      {others.length > 0 && (
        <>
          <p className="design-options__group">Acara Lainnya</p>
          {grid(others)}
        </>
      )}
    </>
  );
}
