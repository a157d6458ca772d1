import { catalogApi, pageToLimitOffset, PAGING, catalogKeys } from '@oriel/core';
import { useShellT } from '../context/runtime';
import { useApi } from '../context/use-api';
import { useQuery } from '../context/use-query';
import { readPaging, pageParams } from '../catalog/catalog-query.logic';
import { useUrlQuery } from '../context/url-state';
import { Pagination } from '../paging/pagination';
import { ArticleGrid } from './article-grid';

/** /blog (000 §2): the articles, newest first, 12 per page, the page number in the query string like the catalog's. */
export function BlogList() {
  const t = useShellT();
  const api = useApi(catalogApi);
  const [query, patch] = useUrlQuery();
  const paging = readPaging(query, PAGING.blogPageSize);
  const params = pageToLimitOffset(paging);
  const list = useQuery(catalogKeys.blogArticles(params), () => api.listBlogArticles(params));
  const label = t('blog.grid_label');
  return (
    <section className="o-blog-list" aria-labelledby="o-blog-list-title">
      {/* the cards are titled h3: this keeps the page's heading levels in order */}
      <h2 id="o-blog-list-title" className="sr-only">
        {label}
      </h2>
      <ArticleGrid
        list={list}
        placeholders={paging.page_size}
        columns={3}
        emptyLevel={2}
        footer={
          list.data && (
            <Pagination
              label={`${t('paging.label')} · ${label}`}
              page={paging.page_number}
              pageSize={paging.page_size}
              total={list.data.count}
              onPage={(p) => patch({ [pageParams().page]: p === 1 ? null : String(p) })}
            />
          )
        }
      />
    </section>
  );
}
