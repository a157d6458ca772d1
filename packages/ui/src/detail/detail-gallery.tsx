import { LeadImage } from '../primitives/image-lead';
import { useState } from 'react';
import type { Image } from '@oriel/core';
import { useT } from '../context/runtime';

/**
 * The first image large, the others as a small gallery of buttons that show them in its place (000 §2: first
 * image; the activity's other images). Fixed sizes: nothing moves while they load. The shown image's own alt text
 * describes it; `alt` is for images that carry none.
 */
export function DetailGallery({ images, alt = '' }: { images: readonly Image[]; alt?: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const shown = images[index] ?? images[0];
  if (!shown) return null;
  return (
    <div className="o-gallery">
      {/* a detail's largest paint: asked for at high priority, not low until layout finds it on screen */}
      <LeadImage className="o-detail-image" src={shown.public_url} alt={shown.alt ?? alt} width={720} height={405} />
      {images.length > 1 && (
        <ul className="o-gallery-thumbs" aria-label={t('availability.gallery')}>
          {images.map((img, i) => (
            <li key={img.public_url + i}>
              <button
                type="button"
                className="o-gallery-thumb"
                aria-pressed={i === index}
                aria-label={t('availability.show_image', { index: i + 1 })}
                onClick={() => setIndex(i)}
              >
                <img src={img.public_url} alt="" width={96} height={54} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
