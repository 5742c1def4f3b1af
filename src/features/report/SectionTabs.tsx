import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { SECTION_TABS } from './sections/index.ts';
import styles from './SectionTabs.module.css';

export type SectionTabsProps = { reportId: string; tabs: ReadonlyArray<(typeof SECTION_TABS)[number]>; active: string };

/** The report's section tabs; each is a link, so the section is in the URL and Back works. */
export function SectionTabs({ reportId, tabs, active }: SectionTabsProps) {
  const { t, i18n } = useLingui();
  return (
    <nav className={styles.tabs} aria-label={t`Report sections`}>
      {tabs.map((entry) => (
        <Link
          key={entry.tab}
          to="/report"
          search={{ id: reportId, section: entry.tab }}
          replace
          className={styles.tab}
          aria-current={entry.tab === active ? 'page' : undefined}
        >
          {i18n._(entry.title)}
        </Link>
      ))}
    </nav>
  );
}
