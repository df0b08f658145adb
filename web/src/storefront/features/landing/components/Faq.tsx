import { useId, useState } from 'react';
import { ChevronIcon } from '@/shared/ui/icons';
import { FAQ_ITEMS } from './faq-items';

/** An accordion: opening one answer closes the one that was open. */
export function Faq() {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();

  return (
    <section className="faq" aria-labelledby={`${id}-title`}>
      <div className="container faq__inner">
        <h2 id={`${id}-title`} className="section-title">
          Pertanyaan yang Sering Diajukan
        </h2>
        {FAQ_ITEMS.map((item, index) => {
          const expanded = open === index;
          return (
            <div key={item.question} className="faq__item">
              <h3 className="faq__question">
                <button
                  type="button"
                  id={`${id}-q${index}`}
                  className="faq__toggle"
                  aria-expanded={expanded}
                  aria-controls={`${id}-a${index}`}
                  onClick={() => setOpen(expanded ? null : index)}
                >
                  <span>{item.question}</span>
                  <ChevronIcon />
                </button>
              </h3>
              <div
                id={`${id}-a${index}`}
                role="region"
                aria-labelledby={`${id}-q${index}`}
                className="faq__answer"
                hidden={!expanded}
              >
                <p>{item.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
