import { buildHref } from '@oriel/core';
import { SiteLink, useRuntime, useShellT } from '@oriel/ui';
import { useDocumentTitle, useShell } from '../shell-context';

/** /page-not-found and every path no route or website page answers (000 §2). */
export function NotFoundPage() {
  const { links } = useRuntime();
  const t = useShellT();
  useShell().serverNotFound?.();
  useDocumentTitle(t('not_found.title'));
  return (
    <div className="o-page o-not-found">
      <h1>{t('not_found.title')}</h1>
      <p>{t('not_found.subtitle')}</p>
      <SiteLink className="btn btn-primary" href={buildHref(links, 'home') ?? '/'}>
        {t('not_found.back_home')}
      </SiteLink>
    </div>
  );
}
