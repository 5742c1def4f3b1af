import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Plural, useLingui } from '@lingui/react/macro';
import { Chevron } from '#src/ui/Chevron.tsx';
import { SectionHeadline, type ReportSectionsFragment, type SectionTab, type SectionTabEntry } from './sections/index.tsx';
import type { FragmentOf } from '#src/graphql/graphql.ts';
import styles from './SectionNav.module.css';

/** Where the sections lead: the owner's report screen, a share link's read-only page, or a report shared by a grant. */
export type SectionNavTarget = { reportId: string } | { token: string } | { grantId: string; reportId: string };

type SectionLinkProps = {
  target: SectionNavTarget;
  tab: SectionTab;
  className: string | undefined;
  current?: boolean;
  describedBy?: string;
};

/** A link to one section of the report, in the URL (so Back works), replacing the entry. */
function SectionLink({ target, tab, className, current, describedBy, children }: SectionLinkProps & { children: ReactNode }) {
  const common = {
    replace: true,
    className,
    'aria-current': current ? ('page' as const) : undefined,
    'aria-describedby': describedBy,
    children,
  };
  if ('token' in target) return <Link to="/s/$token" params={{ token: target.token }} search={{ section: tab }} {...common} />;
  if ('grantId' in target) {
    return <Link to="/shared/report" search={{ grant: target.grantId, id: target.reportId, section: tab }} {...common} />;
  }
  return <Link to="/report" search={{ id: target.reportId, section: tab }} {...common} />;
}

/** The id of the overview, for the phone's "All sections" link to jump to. */
export const OVERVIEW_ID = 'report-sections';

export type SectionOverviewProps = {
  target: SectionNavTarget;
  tabs: readonly SectionTabEntry[];
  active: SectionTab;
  report: FragmentOf<typeof ReportSectionsFragment>;
};

/**
 * Every section of the report as a card with its headline (a rating word with its tone, never colour alone), the
 * open one marked. Under the open section on a phone; a column beside it on a tablet.
 */
export function SectionOverview({ target, tabs, active, report }: SectionOverviewProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <nav className={styles.overview} id={OVERVIEW_ID} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 className={styles.title} id={`${id}-title`}>{t`Report sections`}</h2>
      <ul className={styles.cards}>
        {tabs.map((entry) => (
          <li key={entry.tab} className={styles.card}>
            <SectionLink
              target={target}
              tab={entry.tab}
              className={styles.link}
              current={entry.tab === active}
              describedBy={`${id}-${entry.tab}`}
            >
              {i18n._(entry.title)}
            </SectionLink>
            <span id={`${id}-${entry.tab}`} className={styles.headline}>
              <SectionHeadline tab={entry.tab} report={report} />
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export type SectionJumpProps = { target: SectionNavTarget; tabs: readonly SectionTabEntry[]; active: SectionTab };

/** On a phone, above the open section: a way down to the overview, and on to the next section. */
export function SectionJump({ target, tabs, active }: SectionJumpProps) {
  const { t, i18n } = useLingui();
  const next = tabs[tabs.findIndex((entry) => entry.tab === active) + 1];
  return (
    <div className={styles.jump}>
      <a
        href={`#${OVERVIEW_ID}`}
        className={styles.jumpLink}
        onClick={(event) => {
          // Down to the overview without a change of the URL; the overview takes the focus, so a screen reader follows.
          const overview = document.getElementById(OVERVIEW_ID);
          if (!overview) return;
          event.preventDefault();
          overview.scrollIntoView({ block: 'start' });
          overview.focus({ preventScroll: true });
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <Plural value={tabs.length} one="# section" other="All # sections" />
      </a>
      {next ? (
        <SectionLink target={target} tab={next.tab} className={styles.jumpLink}>
          <span className="visually-hidden">{t`Next section:`} </span>
          {i18n._(next.title)}
          <Chevron size={16} />
        </SectionLink>
      ) : null}
    </div>
  );
}

export type SectionLayoutProps = SectionOverviewProps & { children: ReactNode };

/**
 * The open section with the way to the others: the jump bar above it and the overview under it on a phone, the overview
 * as a column at its side on a tablet.
 */
export function SectionLayout({ children, ...nav }: SectionLayoutProps) {
  const content = useSectionFocus(nav.active);
  return (
    <>
      <SectionJump target={nav.target} tabs={nav.tabs} active={nav.active} />
      <div className={styles.layout}>
        <div className={styles.content} ref={content} tabIndex={-1}>
          {children}
        </div>
        <SectionOverview {...nav} />
      </div>
    </>
  );
}

/**
 * When another section opens (from the overview under the one just read), its top comes into view and takes the focus,
 * so the page does not stay scrolled at the overview and a screen reader starts at the new section.
 */
function useSectionFocus(tab: SectionTab) {
  const content = useRef<HTMLDivElement>(null);
  const shown = useRef(tab);
  useEffect(() => {
    if (shown.current === tab) return;
    shown.current = tab;
    const element = content.current;
    if (!element) return;
    if (element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [tab]);
  return content;
}
