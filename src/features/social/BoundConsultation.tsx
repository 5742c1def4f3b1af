import { Link } from '@tanstack/react-router';
import { useLingui, Trans } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { PROVIDER_OF, pendingSocial } from './social-token.ts';
import { providerName } from './providers.ts';
import { SocialExpired } from './SocialExpired.tsx';
import styles from './SocialScreens.module.css';
import { Chevron } from '#src/ui/Chevron.tsx';

/** After a social sign-in with no matching account: link an existing account or create one (spec 2, 4). */
export function BoundConsultation() {
  const { t, i18n } = useLingui();
  const pending = pendingSocial();
  if (!pending || pending.status !== 'valid') {
    return (
      <Screen title={t`Link your account`} back backTo="/login">
        <SocialExpired provider={pending ? PROVIDER_OF[pending.appType] : 'A'} />
      </Screen>
    );
  }
  const name = providerName(i18n, PROVIDER_OF[pending.appType]);
  return (
    <Screen title={t`Link your account`} back backTo="/login">
      <div className={styles.layout}>
        <div className={styles.hero}>
          <div className={styles.mark} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="32" height="32">
              <path
                d="M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1 M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </div>
          <h2 className={styles.headline}>
            <Trans>Do you already have a Contour account?</Trans>
          </h2>
          <p className={styles.lead}>
            <Trans>Your {name} account is not linked to a Contour account yet. Link it to the account you use, or create a new one.</Trans>
          </p>
        </div>
        <nav className={styles.card} aria-label={t`Choose how to continue`}>
          <Link to="/bindMember" className={styles.choice}>
            <span className={styles.choiceIcon} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="22" height="22">
                <path
                  d="M12 12a4 4 0 100-8 4 4 0 000 8z M4 20a8 8 0 0116 0"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </span>
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>{t`Yes, link my account`}</span>
              <span className={styles.choiceDetail}>{t`Confirm your phone number or e-mail address with a code.`}</span>
            </span>
            <Chevron className={styles.chevron} />
          </Link>
          <Link to="/registerAccount" className={styles.choice}>
            <span className={styles.choiceIcon} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="22" height="22">
                <path d="M12 5v14 M5 12h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </span>
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>{t`No, create a new account`}</span>
              <span className={styles.choiceDetail}>{t`Register with your phone number or e-mail address.`}</span>
            </span>
            <Chevron className={styles.chevron} />
          </Link>
        </nav>
        <div className={styles.links}>
          <Link to="/login" className={styles.link}>{t`Sign in another way`}</Link>
        </div>
      </div>
    </Screen>
  );
}
