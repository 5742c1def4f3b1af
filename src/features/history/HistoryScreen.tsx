import { useCallback, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { DEVICE_TYPES, type DeviceType } from '#src/lib/storage.ts';
import { HistoryPage, type PageEnd } from './HistoryPage.tsx';
import styles from './History.module.css';

export const HISTORY_PAGE_SIZE = 20;

export type HistoryScreenProps = { model: DeviceType };

/**
 * Every report of one product model, newest first, with no limit on how far back: pages load as the list
 * scrolls (or with the button), each page its own cached query, so a list seen before opens offline.
 */
export function HistoryScreen({ model }: HistoryScreenProps) {
  const { t } = useLingui();
  // The cursor each page starts after (null: the first page) and the month its first row continues from.
  const [pages, setPages] = useState<{ after: string | null; month: string | null }[]>([{ after: null, month: null }]);
  const [shownModel, setShownModel] = useState(model);
  if (shownModel !== model) {
    setShownModel(model);
    setPages([{ after: null, month: null }]);
  }

  const loadMore = useCallback((end: PageEnd) => {
    setPages((current) =>
      current.some((page) => page.after === end.endCursor) ? current : [...current, { after: end.endCursor, month: end.lastMonth }],
    );
  }, []);

  return (
    <div className={styles.history}>
      <nav className={styles.tabs} aria-label={t`Product model`}>
        {DEVICE_TYPES.map((m) => (
          <Link key={m} to="." search={{ model: m }} replace className={styles.tab} aria-current={m === model ? 'page' : undefined}>
            {m}
          </Link>
        ))}
      </nav>
      <ol className={styles.list} aria-label={t`Reports, newest first`}>
        {pages.map((page, index) => (
          <HistoryPage
            key={`${model}-${page.after ?? 'first'}`}
            model={model}
            after={page.after}
            continuesMonth={page.month}
            first={HISTORY_PAGE_SIZE}
            isFirst={index === 0}
            isLast={index === pages.length - 1}
            onLoadMore={loadMore}
          />
        ))}
      </ol>
    </div>
  );
}
