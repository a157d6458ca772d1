import { LeadImage } from '../primitives/image-lead';
import { useState } from 'react';
import type { Image } from '@oriel/core';
import { useShellT } from '../context/runtime';
import { Icon } from '../primitives/icons';
import { wrapIndex } from './blog.logic';

const PREVIOUS_ICON = 'M15 6l-6 6 6 6';
const NEXT_ICON = 'M9 6l6 6-6 6';

/**
 * An article's images one at a time, in the detail image's fixed 16:9 box (gallery.css: nothing moves while they
 * load); previous and next wrap around (000 §2). One image: just the image.
 */
export function ArticleCarousel({ images }: { images: readonly Image[] }) {
  const t = useShellT();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const shown = images[wrapIndex(index, count)];
  if (!shown) return null;
  const image = <LeadImage className="o-detail-image" src={shown.public_url} alt={shown.alt ?? ''} width={720} height={405} />;
  if (count === 1) return <div className="o-gallery">{image}</div>;
  const position = t('blog.image_position', { index: wrapIndex(index, count) + 1, count });
  return (
    <section className="o-gallery o-carousel" aria-roledescription="carousel" aria-label={t('blog.carousel')}>
      <div className="o-carousel-slide" role="group" aria-roledescription="slide" aria-label={position}>
        {image}
      </div>
      <div className="o-carousel-controls">
        <button
          type="button"
          className="btn btn-secondary o-carousel-button"
          aria-label={t('blog.previous_image')}
          onClick={() => setIndex((i) => wrapIndex(i - 1, count))}
        >
          <Icon d={PREVIOUS_ICON} />
        </button>
        <span className="o-carousel-position" aria-live="polite">
          {position}
        </span>
        <button
          type="button"
          className="btn btn-secondary o-carousel-button"
          aria-label={t('blog.next_image')}
          onClick={() => setIndex((i) => wrapIndex(i + 1, count))}
        >
          <Icon d={NEXT_ICON} />
        </button>
      </div>
    </section>
  );
}
