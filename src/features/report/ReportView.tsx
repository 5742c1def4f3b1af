import { useQuery } from 'urql';
import { useLingui, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { StateView } from '../../ui/StateView.tsx';
import { Button } from '../../ui/Button.tsx';
import { errorCode } from '../../graphql/errors.ts';
import { readUnit } from '../../lib/units.ts';
import { useOnline } from '../offline/useOnline.ts';
import { ReportScreenQuery } from './documents.ts';
import { ReportHeader } from './ReportHeader.tsx';
import { MetricRow } from './MetricRow.tsx';
import { HEADLINE_METRICS } from './metrics.ts';
import buttonStyles from '../../ui/Button.module.css';
import styles from './ReportView.module.css';

export type ReportViewProps = { id: string };

export function ReportView({ id }: ReportViewProps) {
  const { t } = useLingui();
  const online = useOnline();
  const [{ data, fetching, error, stale }, reexecute] = useQuery({ query: ReportScreenQuery, variables: { id } });
  const unit = readUnit();

  if (!data?.report) {
    if (fetching) return <StateView kind="loading" title={t`Loading your report…`} />;
    if (!online || (error && errorCode(error) === 'NETWORK')) {
      return (
        <StateView
          kind="offline"
          title={t`This report isn't saved on this device yet`}
          detail={t`Connect to the internet to open it. Reports you have opened before are available offline.`}
          action={<Button onClick={() => reexecute({ requestPolicy: 'network-only' })}>{t`Try again`}</Button>}
        />
      );
    }
    return (
      <StateView
        kind="error"
        title={t`The report failed to load, please try later`}
        action={<Button onClick={() => reexecute({ requestPolicy: 'network-only' })}>{t`Try again`}</Button>}
      />
    );
  }

  const report = data.report;
  if (report.deleted) {
    return (
      <StateView
        kind="info"
        title={t`This report was deleted by the device administrator`}
        detail={t`Only the administrator of the device can delete reports. Contact them if you have questions.`}
        action={<Link to="/report" search={{}} replace className={`${buttonStyles.button} ${buttonStyles.primary}`}>{t`Go to the next report`}</Link>}
      />
    );
  }

  const metrics = report.bodyComposition?.metrics ?? [];
  const headline = HEADLINE_METRICS.flatMap((key) => metrics.filter((metric) => metric.key === key));
  return (
    <div className={styles.report} aria-busy={stale || undefined}>
      <ReportHeader report={report} />
      {report.outcome === 'FAILED' ? (
        <StateView kind="error" title={t`Measurement unsuccessful`} detail={t`Wear form-fitting clothing and remain stationary, then measure again at the device.`} />
      ) : report.bodyComposition === null ? (
        <StateView
          kind="info"
          title={t`Body composition measurement failed`}
          detail={t`Your posture results from this scan are still available. For body composition, please measure again.`}
        />
      ) : (
        <>
          <h2 className={styles.sectionTitle}><Trans>Body composition</Trans></h2>
          <ul className={styles.headline} aria-label={t`Key figures`}>
            {headline.map((metric) => (
              <MetricRow key={metric.key} metric={metric} unit={unit} headline />
            ))}
          </ul>
          <ul className={styles.list} aria-label={t`All body composition values`}>
            {metrics.map((metric) => (
              <MetricRow key={metric.key} metric={metric} unit={unit} />
            ))}
          </ul>
        </>
      )}
      {report.outcome === 'POSTURE_FAILED' ? (
        <p className={styles.note} role="note"><Trans>The posture part of this scan failed. Your body composition results above are complete.</Trans></p>
      ) : null}
    </div>
  );
}
