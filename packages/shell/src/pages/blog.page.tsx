import { buildHref } from '@oriel/core';
import { BlogList, SiteLink, useRuntime, useShellT } from '@oriel/ui';
import { useDocumentTitle } from '../shell-context';

/** /blog (000 §2): breadcrumb from home, the title, the paged list of articles. */
export function BlogPage() {
  const { links } = useRuntime();
  const t = useShellT();
  useDocumentTitle(t('blog.title'));
  return (
    <div className="o-page o-blog-page">
      <nav className="o-breadcrumb" aria-label={t('layout.breadcrumb')}>
        <ol>
          <li>
            <SiteLink href={buildHref(links, 'home') ?? '/'}>{t('availability.breadcrumb_home')}</SiteLink>
          </li>
          <li>
            <span aria-current="page">{t('blog.title')}</span>
          </li>
        </ol>
      </nav>
      <h1>{t('blog.title')}</h1>
      <BlogList />
    </div>
  );
}
