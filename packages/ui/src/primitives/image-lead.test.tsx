import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { LeadImage, PageImageLead } from './image-lead';

const priorities = (container: Element) => [...container.querySelectorAll('img')].map((img) => img.getAttribute('fetchpriority'));

const Page = PageImageLead;

describe('the page’s image lead', () => {
  it('on a page of its own, the first image to claim it has it and the others not, through later renders', () => {
    const page = { id: 'home' };
    const images = (extra: boolean) => (
      <Page page={page}>
        <LeadImage src="/hero.jpg" alt="" />
        <LeadImage src="/card.jpg" alt="" />
        {extra && <LeadImage src="/late.jpg" alt="" />}
      </Page>
    );
    const { container, rerender } = render(images(false));
    expect(priorities(container)).toEqual(['high', null]);
    // an image drawn later (a section's data) does not take the lead from the one that has it
    rerender(images(true));
    expect(priorities(container)).toEqual(['high', null, null]);
  });

  it('a nested page shares its parent’s lead; a new page starts with it unclaimed', () => {
    const tree = (page: unknown) => (
      <Page page={page}>
        <LeadImage src="/a.jpg" alt="" />
        <Page page="nested">
          <LeadImage src="/b.jpg" alt="" />
        </Page>
      </Page>
    );
    const { container, unmount } = render(tree('one'));
    expect(priorities(container)).toEqual(['high', null]);
    unmount();
    const again = render(tree('two'));
    expect(priorities(again.container)).toEqual(['high', null]);
  });

  it('an element on a host’s page, outside any page of ours, grants every claim', () => {
    const { container } = render(
      <>
        <LeadImage src="/a.jpg" alt="" />
        <LeadImage src="/b.jpg" alt="" />
      </>,
    );
    expect(priorities(container)).toEqual(['high', 'high']);
  });
});
