import { Provider as UrqlProvider, useQuery } from 'urql';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { StateView } from '#src/ui/StateView.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Chevron } from '#src/ui/Chevron.tsx';
import { useNotSavedOffline } from '#src/ui/NotSavedOffline.tsx';
import { formatDate } from '#shared/dates.ts';
import { grantClient } from './grant-client.ts';
import { SharedWithMeQuery } from './documents.ts';
import { useGrantWords } from './grant-words.ts';
import page from '../profile/Personal.module.css';
import styles from './Coach.module.css';

/** "Shared with me": the people who share reports with the signed-in person, and their reports, read-only. */
export function SharedWithMeScreen() {
  return (
    <UrqlProvider value={grantClient()}>
      <SharedWithMe />
    </UrqlProvider>
  );
}

function SharedWithMe() {
  const { t, i18n } = useLingui();
  const words = useGrantWords();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: SharedWithMeQuery });
  const notSaved = useNotSavedOffline({ data, fetching, error });
  const people = data?.sharedWithMe;

  if (!people) {
    if (fetching) return <StateView kind="loading" title={t`Loading what is shared with you…`} />;
    const retry = <Button onClick={() => reexecute({ requestPolicy: 'network-only' })}>{t`Try again`}</Button>;
    if (notSaved) {
      return (
        <StateView
          kind="offline"
          title={t`You're offline`}
          detail={t`Connect to the internet to see the reports shared with you. They are never saved on this device.`}
          action={retry}
        />
      );
    }
    return <StateView kind="error" title={t`What is shared with you failed to load, please try later`} action={retry} />;
  }
  if (!people.length) {
    return (
      <StateView
        kind="empty"
        title={t`Nobody shares reports with you yet`}
        detail={t`When someone invites you, open the link in their e-mail and sign in with that address.`}
      />
    );
  }

  return (
    <div className={styles.people}>
      {people.map((person) => {
        const name = person.ownerName ?? t`A Contour member`;
        return (
          <section key={person.grantId} className={page.card} aria-labelledby={`person-${person.grantId}`}>
            <h2 id={`person-${person.grantId}`} className={styles.name}>
              {name}
            </h2>
            <p className={styles.detail}>{words.shares(person.sections, person.interpretation)}</p>
            <p className={styles.detail}>{words.range(person.reportsFrom, person.reportsTo)}</p>
            {person.reports.length ? (
              <ul className={styles.reports} aria-label={t`Reports shared by ${name}`}>
                {person.reports.map((report) => (
                  <li key={report.id}>
                    <Link to="/shared/report" search={{ grant: person.grantId, id: report.id }} className={styles.reportLink}>
                      <span>{formatDate(report.measuredAt, report.timezone, i18n.locale)}</span>
                      <span className={styles.model}>{report.model}</span>
                      <Chevron size={16} />
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.note}>{t`No report in what is shared yet.`}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
