import { useEffect, useId, type MouseEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { bcp47, isLocale } from '#shared/locales.ts';
import { dateTimeFormat } from '#shared/intl.ts';
import styles from './LegalDocument.module.css';

/** Spec 1: the policy's effective date, 15-01-2024 (shown in the reader's own date format). */
export const EFFECTIVE_DATE = '2024-01-15';

export type LegalSection = { id: string; title: string; body: ReactNode };

export type LegalDocumentProps = {
  title: string;
  /** Paragraphs before the table of contents. */
  intro: ReactNode;
  sections: readonly LegalSection[];
};

/**
 * A long text made for reading on a phone and a gym tablet: the date it applies from, a table of contents whose
 * links move to their sections (without adding history entries, so Back still returns to the previous screen),
 * and sections of short paragraphs at a readable line length.
 */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  const { t, i18n } = useLingui();
  const tocId = useId();
  const effective = dateTimeFormat(isLocale(i18n.locale) ? bcp47(i18n.locale) : i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(EFFECTIVE_DATE), // a date-only ISO string is midnight UTC
  );

  // A link to a section (#id) opened from elsewhere lands on that section.
  useEffect(() => {
    const target = sectionOf(decodeURIComponent(window.location.hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <Screen title={title} back backTo="/login" wide>
      <div className={styles.layout} onClick={followInPageLink}>
        <header className={styles.intro}>
          <p className={styles.effective}>
            <Trans comment="The date these terms apply from, formatted for the reader's language.">
              Effective date: <time dateTime={EFFECTIVE_DATE}>{effective}</time>
            </Trans>
          </p>
          {intro}
        </header>
        <nav className={styles.toc} aria-labelledby={tocId} id="contents">
          <h2 id={tocId} className={styles.tocHeading} tabIndex={-1}>{t`Contents`}</h2>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={styles.tocLink}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {sections.map((section) => (
            <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className={styles.sectionHeading} tabIndex={-1}>
                {section.title}
              </h2>
              {section.body}
              <p className={styles.toContents}>
                <a href="#contents">{t`Back to contents`}</a>
              </p>
            </section>
          ))}
        </div>
      </div>
    </Screen>
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function sectionOf(id: string): HTMLElement | null {
  return id ? document.getElementById(id) : null;
}

/** In-page links scroll and move focus there, leaving the URL and the history as they are. */
function followInPageLink(event: MouseEvent<HTMLElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  const href = link?.getAttribute('href');
  if (!href?.startsWith('#')) return;
  const target = sectionOf(href.slice(1));
  if (!target) return;
  event.preventDefault();
  const still = window.matchMedia(REDUCED_MOTION).matches;
  target.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  // Focus follows, so the keyboard and screen readers continue from the section, not from the link.
  const focusable = target.hasAttribute('tabindex') ? target : target.querySelector<HTMLElement>('h2[tabindex]');
  focusable?.focus({ preventScroll: true });
}
