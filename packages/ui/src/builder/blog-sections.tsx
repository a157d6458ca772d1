import { buildHref, catalogApi, PAGING, type LatestArticlesSettings, catalogKeys } from '@oriel/core';
import { useRuntime, useShellT } from '../context/runtime';
import { useApi } from '../context/use-api';
import { useQuery } from '../context/use-query';
import { ArticleGrid } from '../blog/article-grid';
import { SiteLink } from '../layout/site-link';
import type { ElementViewProps } from './element-def';

/** The latest blog articles (000 §2 sections): `limit` newest ones (3 by default, as many placeholders while loading). */
export function LatestArticlesSection({ settings, element }: ElementViewProps<LatestArticlesSettings>) {
  const { links } = useRuntime();
  const t = useShellT();
  const api = useApi(catalogApi);
  // the API answers at most a page of 100
  const limit = Math.min(settings.limit, PAGING.maxPageSize);
  const params = { limit, offset: 0 };
  const list = useQuery(catalogKeys.blogArticles(params), () => api.listBlogArticles(params));
  const all = buildHref(links, 'blog');
  const titleId = `o-latest-${element.id}`;
  return (
    <section className="o-container o-section-body o-latest-articles" aria-labelledby={titleId}>
      <div className="o-latest-articles-head">
        <h2 id={titleId}>{t('blog.latest')}</h2>
        {all && list.data && list.data.count > 0 && <SiteLink href={all}>{t('blog.all')}</SiteLink>}
      </div>
      <ArticleGrid list={list} placeholders={limit} columns={Math.min(limit, 3)} emptyLevel={3} />
    </section>
  );
}
