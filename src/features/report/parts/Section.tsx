import type { ReactNode } from 'react';
import styles from './Section.module.css';

export type SectionProps = { id: string; title: string; lead?: ReactNode; children: ReactNode; aside?: ReactNode };

/** One report section: a titled card; `aside` (a figure) sits beside the content on a tablet. */
export function Section({ id, title, lead, children, aside }: SectionProps) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} id={id}>
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      <div className={aside ? styles.withAside : undefined}>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
        <div className={styles.body}>{children}</div>
      </div>
    </section>
  );
}
