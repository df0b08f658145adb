import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { DeferredGallery } from '@/storefront/components/design-gallery/DeferredGallery';
import { Faq } from './components/Faq';
import { Hero } from './components/Hero';
import { Reasons } from './components/Reasons';
import { saveScrollPosition, useRestoredScroll } from './use-restored-scroll';
import './landing.css';

export default function LandingPage() {
  useDocumentTitle();
  const navigate = useNavigate();
  const onContentGrown = useRestoredScroll();

  return (
    <>
      <Hero />
      <div className="container">
        <DeferredGallery onReady={onContentGrown} />
        <div className="landing__pricelist">
          <button
            type="button"
            className="button"
            onClick={() => {
              saveScrollPosition();
              navigate(paths.details);
            }}
          >
            See Pricelist
          </button>
        </div>
      </div>
      <Reasons />
      <Faq />
    </>
  );
}
