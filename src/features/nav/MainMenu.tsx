import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSignOut } from '../auth/useSignOut.ts';
import { SCAN_ENTRY } from '../qrcode/messages.ts';
import { isKiosk } from '#src/lib/kiosk.ts';
import styles from './MainMenu.module.css';

/** The side menu of spec 2: personal centre, units and language, product report (and history), password, security, log out. */
export function MainMenu() {
  const { t, i18n } = useLingui();
  const leave = useSignOut();
  const [open, setOpen] = useState(false);
  // No social linking on the gym's shared tablet: the provider's own session would stay in its browser.
  const [kiosk] = useState(isKiosk);
  const menuId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const wrap = panel.current?.parentElement;
    // Escape closes the menu and gives focus back to its button; so does tabbing out of it (the panel would
    // otherwise stay open over whatever has focus).
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !wrap?.contains(event.relatedTarget)) setOpen(false);
    };
    const onClick = (event: MouseEvent) => {
      if (!wrap?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    wrap?.addEventListener('focusout', onFocusOut);
    panel.current?.querySelector('a')?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
      wrap?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  const signOut = async () => {
    setOpen(false);
    await leave();
  };

  return (
    <div className={styles.wrap}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t`Menu`}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <div ref={panel} id={menuId} className={styles.panel}>
          <nav aria-label={t`Menu`}>
            <Link to="/personal" className={styles.item}>{t`Personal centre`}</Link>
            <Link to="/personal" hash="preferences" className={styles.item}>{t`Change units and language`}</Link>
            <Link to="/productModel" className={styles.item}>{t`Switch product report`}</Link>
            <Link to="/history" className={styles.item}>{t`History`}</Link>
            {kiosk ? null : <Link to="/shared" className={styles.item}>{t`Shared with me`}</Link>}
            <Link to="/setPassword" search={{}} className={styles.item}>{t`Set or change password`}</Link>
            {kiosk ? null : <Link to="/accountSecurity" className={styles.item}>{t`Account and security`}</Link>}
            <Link to="/qrcode/scan" className={styles.item}>
              {i18n._(SCAN_ENTRY)}
            </Link>
            <Link to="/wifi" className={styles.item}>{t`Scanner WiFi set-up`}</Link>
            <button type="button" className={`${styles.item} ${styles.danger}`} onClick={signOut}>{t`Log out`}</button>
          </nav>
        </div>
      ) : null}
    </div>
  );
}
