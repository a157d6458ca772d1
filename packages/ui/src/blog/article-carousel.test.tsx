import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/preact';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { ArticleCarousel } from './article-carousel';

const image = (name: string) => ({ public_url: `https://media.test/${name}.svg`, alt: name });

describe('<ArticleCarousel>', () => {
  it('shows one image at a time; next and previous wrap around', () => {
    const { runtime } = testRuntime();
    renderWith(runtime, <ArticleCarousel images={[image('a'), image('b'), image('c')]} />);
    const shown = () => screen.getByRole('group').querySelector('img')?.getAttribute('alt');
    screen.getByRole('region', { name: "Images de l'article" });
    expect(shown()).toBe('a');
    screen.getByText('Image 1 sur 3');
    fireEvent.click(screen.getByRole('button', { name: 'Image précédente' }));
    expect(shown()).toBe('c');
    screen.getByText('Image 3 sur 3');
    fireEvent.click(screen.getByRole('button', { name: 'Image suivante' }));
    expect(shown()).toBe('a');
    fireEvent.click(screen.getByRole('button', { name: 'Image suivante' }));
    expect(shown()).toBe('b');
  });

  it('one image has no controls; none renders nothing', () => {
    const { runtime } = testRuntime();
    const { container, unmount } = renderWith(runtime, <ArticleCarousel images={[image('a')]} />);
    expect(container.querySelectorAll('img').length).toBe(1);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    const empty = renderWith(runtime, <ArticleCarousel images={[]} />);
    expect(empty.container.innerHTML).toBe('');
  });
});
