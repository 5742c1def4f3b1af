import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { SECTION_TABS } from './sections/index.tsx';
import styles from './SectionTabs.module.css';

/** Where the tabs lead: the owner's report screen, or a share link's read-only page. */
export type SectionTabsTarget = { reportId: string } | { token: string };

export type SectionTabsProps = { target: SectionTabsTarget; tabs: ReadonlyArray<(typeof SECTION_TABS)[number]>; active: string };

/** The report's section tabs; each is a link, so the section is in the URL and Back works. */
export function SectionTabs({ target, tabs, active }: SectionTabsProps) {
  const { t, i18n } = useLingui();
  return (
    // A tab reached by keyboard is brought wholly into the strip's view (the browser may leave it half off-screen).
    <nav
      className={styles.tabs}
      aria-label={t`Report sections`}
      onFocus={(event) => event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
    >
      {tabs.map((entry) => {
        const common = {
          replace: true,
          className: styles.tab,
          'aria-current': entry.tab === active ? ('page' as const) : undefined,
          children: i18n._(entry.title),
        };
        return 'token' in target ? (
          <Link key={entry.tab} to="/s/$token" params={{ token: target.token }} search={{ section: entry.tab }} {...common} />
        ) : (
          <Link key={entry.tab} to="/report" search={{ id: target.reportId, section: entry.tab }} {...common} />
        );
      })}
    </nav>
  );
}
