import { useEffect, useRef, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { markScreenShown } from '../lib/screen-shown.ts';
import styles from './Screen.module.css';
import { BrandMark } from './BrandMark.tsx';

export type ScreenProps = {
  title: string;
  /** Show a back button (history back, else `backTo`). */
  back?: boolean;
  backTo?: string;
  actions?: ReactNode;
  children: ReactNode;
  wide?: boolean;
};

// The product's name, the same in every language.
const APP_NAME = 'Contour';
// The first screen of a page load leaves focus where the browser put it.
let firstScreen = true;

export function Screen({ title, back = false, backTo = '/', actions, children, wide = false }: ScreenProps) {
  const { t } = useLingui();
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  // The tab's title names the screen.
  useEffect(() => {
    document.title = `${title} – ${APP_NAME}`;
    return () => {
      document.title = APP_NAME;
    };
  }, [title]);
  // A screen reached inside the app takes focus on its heading, so keyboard and screen-reader users start there,
  // unless the screen already focused something of its own (a field).
  useEffect(() => {
    markScreenShown();
    if (firstScreen) {
      firstScreen = false;
      return;
    }
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus({ preventScroll: true });
  }, []);
  const goBack = () => {
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: backTo });
  };
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <div className={styles.side}>
          {back ? (
            <button type="button" className={styles.iconButton} onClick={goBack} aria-label={t`Back`}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className={styles.backIcon}>
                <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          ) : (
            <BrandMark className={styles.brand} size={30} />
          )}
        </div>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        <div className={styles.side}>{actions}</div>
      </header>
      <main className={wide ? `${styles.main} ${styles.wide}` : styles.main}>{children}</main>
    </div>
  );
}
