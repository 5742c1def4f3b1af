import { useQuery } from 'urql';
import { Link } from '@tanstack/react-router';
import { useLingui, Trans } from '@lingui/react/macro';
import * as v from 'valibot';
import { StateView } from '#src/ui/StateView.tsx';
import { Button } from '#src/ui/Button.tsx';
import { DeviceTypeSchema, KEYS, readLocal } from '#src/lib/storage.ts';
import { formatDateTime } from '#shared/dates.ts';
import { NotSavedOffline, useNotSavedOffline } from '#src/ui/NotSavedOffline.tsx';
import { LatestReportQuery } from '../report/documents.ts';
import buttonStyles from '#src/ui/Button.module.css';
import styles from './Home.module.css';

/** The main landing: the newest scan, with the way to its 3D model and its report. */
export function Home() {
  const { t, i18n } = useLingui();
  const model = readLocal(KEYS.deviceType, v.nullable(DeviceTypeSchema), null);
  const [{ data, fetching, error }, reexecute] = useQuery({ query: LatestReportQuery, variables: { model } });
  const notSaved = useNotSavedOffline({ fetching, error });
  const latest = data?.latestReport;

  if (!data && fetching) return <StateView kind="loading" title={t`Loading your reports…`} />;
  if (!data && notSaved) return <NotSavedOffline onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  if (!data && error) {
    return (
      <StateView
        kind="error"
        title={t`The report failed to load, please try later`}
        action={<Button onClick={() => reexecute({ requestPolicy: 'network-only' })}>{t`Try again`}</Button>}
      />
    );
  }
  if (!latest) {
    return (
      <StateView
        kind="empty"
        title={t`You don't have any report yet`}
        detail={t`Scan the code shown on a Contour scanner after your measurement to get your first report.`}
        action={<Link to="/qrcode/scan" className={`${buttonStyles.button} ${buttonStyles.primary}`}>{t`Scan a scanner's code`}</Link>}
      />
    );
  }
  const when = formatDateTime(latest.measuredAt, latest.timezone, i18n.locale);
  return (
    <section className={styles.card} aria-labelledby="latest-title">
      <p className={styles.kicker}>
        <Trans>Latest scan</Trans> · <span className={styles.model}>{latest.model}</span>
      </p>
      <h2 id="latest-title" className={styles.when}>
        {when}
      </h2>
      <div className={styles.actions}>
        <Link to="/report" search={{ id: latest.id }} className={`${buttonStyles.button} ${buttonStyles.primary}`}>{t`View Report`}</Link>
        <Link
          to="/modeling"
          search={{ reportId: latest.id }}
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
        >{t`View 3D model`}</Link>
        <Link to="/qrcode/scan" className={`${buttonStyles.button} ${buttonStyles.ghost}`}>{t`Scan a scanner's code`}</Link>
        <Link to="/history" className={`${buttonStyles.button} ${buttonStyles.ghost}`}>{t`History`}</Link>
      </div>
    </section>
  );
}
