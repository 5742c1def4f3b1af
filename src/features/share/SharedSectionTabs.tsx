import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { SECTION_TABS } from '../report/sections/index.ts';
import styles from '../report/SectionTabs.module.css';

export type SharedSectionTabsProps = { token: string; tabs: ReadonlyArray<(typeof SECTION_TABS)[number]>; active: string };

/** The report's section tabs on a shared page: the same look, each a link within /s/<token>. */
export function SharedSectionTabs({ token, tabs, active }: SharedSectionTabsProps) {
  const { t, i18n } = useLingui();
  return (
    <nav className={styles.tabs} aria-label={t`Report sections`}>
      {tabs.map((entry) => (
        <Link
          key={entry.tab}
          to="/s/$token"
          params={{ token }}
          search={{ section: entry.tab }}
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
