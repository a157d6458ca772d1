import { useT } from '../../context/runtime';

/**
 * Multiple selection (000 §5 multiple-selection): the count and a link to /cart/add?availabilities={cuids},
 * where the visitor reviews the chosen sessions before adding them (000 §2).
 */
export function SelectionBar({ count, href, onNavigate }: { count: number; href: string; onNavigate: (href: string) => void }) {
  const t = useT();
  return (
    <div className="o-selection-bar" role="region" aria-label={t('schedules.add_selection')}>
      <p aria-live="polite">{t('schedules.selection.selected', { count })}</p>
      {count > 0 ? (
        <a
          className="btn btn-primary"
          href={href}
          onClick={(e) => {
            e.preventDefault();
            onNavigate(href);
          }}
        >
          {t('schedules.add_selection')}
        </a>
      ) : (
        <button type="button" className="btn btn-primary" disabled>
          {t('schedules.add_selection')}
        </button>
      )}
    </div>
  );
}
