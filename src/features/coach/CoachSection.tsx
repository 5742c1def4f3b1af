import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { useLingui } from '@lingui/react/macro';
import { Button } from '#src/ui/Button.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { useOnline } from '#src/lib/useOnline.ts';
import { errorText } from '#src/graphql/error-text.ts';
import { readFragment, type ResultOf } from '#src/graphql/graphql.ts';
import { formatDate } from '#shared/dates.ts';
import { GrantFields, GrantLogQuery, GrantsQuery, RevokeGrantMutation } from './documents.ts';
import { GrantForm } from './GrantForm.tsx';
import { useGrantWords } from './grant-words.ts';
import page from '../profile/Personal.module.css';
import styles from './Coach.module.css';

type Grant = ResultOf<typeof GrantFields>;

/**
 * The personal centre's "Coaches and clinicians": whom the person shares with, what and which reports, when each
 * accepted and last looked, who opened what, and "Stop sharing" in one tap (after a confirmation).
 */
export function CoachSection() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [{ data, fetching }, reexecute] = useQuery({ query: GrantsQuery });
  const [inviting, setInviting] = useState(false);
  const [stopping, setStopping] = useState<Grant | null>(null);
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [{ fetching: revoking }, revoke] = useMutation(RevokeGrantMutation);
  const grants = data?.grants.map((g) => readFragment(GrantFields, g));
  const stoppingEmail = stopping?.email ?? '';
  const live = grants?.filter((g) => !g.revokedAt) ?? [];
  const ended = grants?.filter((g) => g.revokedAt) ?? [];

  const stop = async () => {
    if (!stopping) return;
    const result = await revoke({ id: stopping.id });
    const email = stopping.email;
    setStopping(null);
    setStatus(
      result.error
        ? { kind: 'error', text: errorText(i18n, result.error) }
        : { kind: 'success', text: t`You no longer share with ${email}.` },
    );
  };

  return (
    <section className={page.section} aria-labelledby="coach-heading">
      <h2 id="coach-heading" className={page.heading}>{t`Coaches and clinicians`}</h2>
      <div className={page.card}>
        <p
          className={page.text}
        >{t`Let a coach or clinician see chosen parts of your reports, read-only, until you stop. They sign in with their own account.`}</p>
        {!grants ? (
          fetching ? (
            <p className={styles.note} role="status">{t`Loading whom you share with…`}</p>
          ) : (
            <div className={styles.failed} role="alert">
              <span>
                {online ? t`Whom you share with failed to load, please try later` : t`You're offline. Connect to see whom you share with.`}
              </span>
              <Button variant="secondary" onClick={() => reexecute({ requestPolicy: 'network-only' })}>{t`Try again`}</Button>
            </div>
          )
        ) : live.length ? (
          <ul className={styles.grants} aria-label={t`Whom you share with`}>
            {live.map((grant) => (
              <GrantItem key={grant.id} grant={grant} onStop={() => setStopping(grant)} disabled={!online} />
            ))}
          </ul>
        ) : (
          <p className={styles.note}>{t`You share your reports with nobody.`}</p>
        )}
        <Button variant="secondary" disabled={!online} onClick={() => setInviting(true)}>{t`Invite someone`}</Button>
        {!online && grants ? <p className={styles.note}>{t`Connect to the internet to invite someone or to stop sharing.`}</p> : null}
        {status ? (
          <p className={status.kind === 'success' ? page.success : page.formError} role={status.kind === 'success' ? 'status' : 'alert'}>
            {status.text}
          </p>
        ) : null}
        {ended.length ? (
          <details className={styles.ended}>
            <summary>{t`Stopped sharing`}</summary>
            <ul className={styles.grants}>
              {ended.map((grant) => (
                <GrantItem key={grant.id} grant={grant} />
              ))}
            </ul>
          </details>
        ) : null}
      </div>
      <GrantForm
        open={inviting}
        onClose={(sentTo) => {
          setInviting(false);
          if (sentTo) setStatus({ kind: 'success', text: t`Invitation sent to ${sentTo}.` });
        }}
      />
      <ConfirmDialog
        open={stopping !== null}
        danger
        busy={revoking}
        title={t`Stop sharing with ${stoppingEmail}?`}
        confirmLabel={t`Stop sharing`}
        onConfirm={() => void stop()}
        onCancel={() => setStopping(null)}
      >
        <p>{t`From now on they see nothing of your reports. Nothing of yours is kept on their devices.`}</p>
      </ConfirmDialog>
    </section>
  );
}

function GrantItem({ grant, onStop, disabled = false }: { grant: Grant; onStop?: () => void; disabled?: boolean }) {
  const { t } = useLingui();
  const words = useGrantWords();
  const [logOpen, setLogOpen] = useState(false);
  const invited = words.day(grant.createdAt);
  const stopped = grant.revokedAt ? words.day(grant.revokedAt) : null;
  const accepted = grant.acceptedAt ? words.day(grant.acceptedAt) : null;
  const looked = grant.lastUsedAt ? words.day(grant.lastUsedAt) : null;
  const state = stopped
    ? t`Stopped on ${stopped}`
    : accepted
      ? looked
        ? t`Accepted on ${accepted}; last looked on ${looked}`
        : t`Accepted on ${accepted}; not looked yet`
      : t`Invited on ${invited}; not accepted yet`;
  return (
    <li className={styles.grant}>
      <p className={styles.email}>{grant.email}</p>
      <p className={styles.detail}>{state}</p>
      <p className={styles.detail}>{words.shares(grant.sections, grant.interpretation)}</p>
      <p className={styles.detail}>{words.range(grant.reportsFrom, grant.reportsTo)}</p>
      {grant.acceptedAt ? (
        <details className={styles.log} onToggle={(event) => setLogOpen(event.currentTarget.open)}>
          <summary>{t`Who opened what`}</summary>
          {logOpen ? <AccessLog grantId={grant.id} /> : null}
        </details>
      ) : null}
      {onStop ? (
        <Button variant="secondary" className={styles.stop} disabled={disabled} onClick={onStop}>
          {t`Stop sharing`}
        </Button>
      ) : null}
    </li>
  );
}

function AccessLog({ grantId }: { grantId: string }) {
  const { t, i18n } = useLingui();
  const words = useGrantWords();
  const [{ data, fetching, error }] = useQuery({ query: GrantLogQuery, requestPolicy: 'cache-and-network' });
  const log = data?.grants.find((g) => g.id === grantId)?.accessLog;
  if (!log) {
    if (fetching) return <p className={styles.note} role="status">{t`Loading…`}</p>;
    return <p className={styles.note}>{error ? t`The log failed to load, please try later` : t`Not opened yet.`}</p>;
  }
  if (!log.length) return <p className={styles.note}>{t`Not opened yet.`}</p>;
  return (
    <ul className={styles.logList}>
      {log.map((entry) => {
        const report = formatDate(entry.measuredAt, entry.timezone, i18n.locale);
        const when = words.day(entry.accessedAt);
        return <li key={`${entry.reportId}-${entry.accessedAt}`}>{t`The report of ${report}, opened on ${when}`}</li>;
      })}
    </ul>
  );
}
