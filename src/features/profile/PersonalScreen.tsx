import { useState } from 'react';
import { useQuery } from 'urql';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { Button } from '#src/ui/Button.tsx';
import { StateView } from '#src/ui/StateView.tsx';
import { readFragment } from '#src/graphql/graphql.ts';
import { SessionUserFields } from '../auth/documents.ts';
import { useSignOut } from '../auth/useSignOut.ts';
import { PersonalQuery } from './documents.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';
import { ReminderSection } from './ReminderSection.tsx';
import { DataSection } from './DataSection.tsx';
import { CoachSection } from '../coach/CoachSection.tsx';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { useNotSavedOffline } from '#src/ui/NotSavedOffline.tsx';
import { isKiosk } from '#src/lib/kiosk.ts';
import styles from './Personal.module.css';
import { Chevron } from '#src/ui/Chevron.tsx';

/** The personal centre (spec 2): account, profile, units and language, password, security, data, log out. */
export function PersonalScreen() {
  const { t } = useLingui();
  const signOut = useSignOut();
  const [{ data, fetching, error }, refetch] = useQuery({ query: PersonalQuery });
  const notSaved = useNotSavedOffline({ data, fetching, error });
  // The gym's shared tablet keeps no file of a member (their data downloads from their own phone) and links no
  // social account (the provider's session would stay in its browser).
  const [kiosk] = useState(isKiosk);

  if (!data) {
    return (
      <Screen title={t`Personal centre`} back backTo="/">
        {notSaved ? (
          <StateView
            kind="offline"
            title={t`You're offline`}
            detail={t`Your personal centre needs a connection the first time. Try again when you're back online.`}
          />
        ) : fetching || !error ? (
          <StateView kind="loading" title={t`Loading…`} />
        ) : (
          <StateView
            kind="error"
            title={t`Loading failed, please try later`}
            action={<Button onClick={() => refetch({ requestPolicy: 'network-only' })}>{t`Try again`}</Button>}
          />
        )}
      </Screen>
    );
  }

  const me = data.me;
  const user = readFragment(SessionUserFields, me);
  const address = user.phone ?? user.email ?? '';

  return (
    <Screen title={t`Personal centre`} back backTo="/" wide>
      <div className={styles.grid}>
        <div className={styles.column}>
          <section className={styles.section} aria-labelledby="account-heading">
            <h2 id="account-heading" className={styles.heading}>{t`Account`}</h2>
            <div className={styles.card}>
              <div className={styles.readonly}>
                <span className={styles.label}>{user.phone ? t`Phone number` : t`E-mail address`}</span>
                <bdi className={styles.value}>{address}</bdi>
              </div>
              <nav className={styles.links} aria-label={t`Account`}>
                <Link to="/setPassword" search={{}} className={styles.rowLink}>
                  <span>{user.passwordSet ? t`Change password` : t`Set password`}</span>
                  <Chevron className={styles.chevron} />
                </Link>
                {kiosk ? null : (
                  <Link to="/accountSecurity" className={styles.rowLink}>
                    <span>{t`Account and security`}</span>
                    <Chevron className={styles.chevron} />
                  </Link>
                )}
              </nav>
            </div>
          </section>
          <ProfileSection key={user.id} user={user} />
        </div>
        <div className={styles.column}>
          <PreferencesSection />
          {/* Reminders reach the member's own mailbox or phone: set from their own device, not the gym's tablet. */}
          {kiosk ? null : <ReminderSection weeks={me.reminderWeeks ?? null} byPhone={user.phone !== null && !user.email} />}
          {/* A coach's view of the member's reports is the member's to give, from their own device. */}
          {kiosk ? null : <CoachSection />}
          {kiosk ? null : <DataSection />}
          <DeleteAccountSection reportCount={me.reportCount} socialLinkCount={me.socialLinks.length} address={address} />
          <Button variant="secondary" onClick={() => void signOut()}>{t`Log out`}</Button>
        </div>
      </div>
    </Screen>
  );
}
