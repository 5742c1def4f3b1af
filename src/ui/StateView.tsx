import type { ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';
import styles from './StateView.module.css';

export type StateViewProps = {
  kind: 'loading' | 'empty' | 'error' | 'offline' | 'info';
  title: string;
  detail?: string;
  action?: ReactNode;
  /** The title's heading level: 3 for a state inside a section that has its own heading. */
  level?: 2 | 3;
};

const ICONS: Record<Exclude<StateViewProps['kind'], 'loading'>, string> = {
  empty: 'M4 7h16v12H4z M8 7V5h8v2',
  error: 'M12 3l10 18H2z M12 10v5 M12 18v.5',
  offline: 'M2 9a15 15 0 0120 0 M5 12.5a10 10 0 0114 0 M8.5 16a5 5 0 017 0 M12 19.5v.5 M3 3l18 18',
  info: 'M12 3a9 9 0 100 18 9 9 0 000-18z M12 11v6 M12 7.5v.5',
};

/** One look for the loading, empty, error and offline states of every screen. */
export function StateView({ kind, title, detail, action, level = 2 }: StateViewProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section className={`${styles.state} ${styles[kind]}`} role={kind === 'error' ? 'alert' : 'status'} aria-live="polite">
      {kind === 'loading' ? (
        <Spinner size={36} />
      ) : (
        <svg viewBox="0 0 24 24" width="44" height="44" aria-hidden="true" className={styles.icon}>
          <path d={ICONS[kind]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
