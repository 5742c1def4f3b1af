import { Suspense, useEffect } from 'react';
import { lazyPart } from '#src/ui/LazyPart.tsx';
import { useQuery } from 'urql';
import { Link } from '@tanstack/react-router';
import { useLingui, Trans } from '@lingui/react/macro';
import { NotSavedOffline, useNotSavedOffline } from '#src/ui/NotSavedOffline.tsx';
import { StateView } from '#src/ui/StateView.tsx';
import { Button } from '#src/ui/Button.tsx';
import { ModelingQuery } from './documents.ts';
import { ModelTips } from './ModelTips.tsx';
import { TimeLapsePanel } from './TimeLapsePanel.tsx';
import { InstallReminder } from '../install/InstallReminder.tsx';
import buttonStyles from '#src/ui/Button.module.css';
import styles from './Modeling.module.css';

const AvatarViewer = lazyPart(() => import('../model3d/AvatarViewer.tsx'));

/** How often the model screen asks whether the scanner has finished the 3D model. */
const POLL_MS = 2000;
/** A scanner makes the model within minutes; one still missing this long after the measurement is not coming. */
export const MODEL_WAIT_MS = 15 * 60_000;

export type ModelingProps = { reportId: string };

export function Modeling({ reportId }: ModelingProps) {
  const { t } = useLingui();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: ModelingQuery,
    variables: { id: reportId },
    requestPolicy: 'network-only',
  });
  const notSaved = useNotSavedOffline({ data, fetching, error });
  const report = data?.report;
  const overdue = report ? Date.now() - Date.parse(report.measuredAt) > MODEL_WAIT_MS : false;
  const generating = report?.modelStatus === 'GENERATING' && !overdue;

  useEffect(() => {
    if (!generating) return;
    const timer = window.setTimeout(() => reexecute({ requestPolicy: 'network-only' }), POLL_MS);
    return () => window.clearTimeout(timer);
  }, [generating, data, reexecute]);

  if (!report) {
    if (!data && notSaved) return <NotSavedOffline onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
    if (fetching || !error) return <StateView kind="loading" title={t`Loading your scan…`} />;
    return (
      <StateView
        kind="error"
        title={t`Model failed to load, refresh the page and try again`}
        action={<Button onClick={() => reexecute({ requestPolicy: 'network-only' })}>{t`Try again`}</Button>}
      />
    );
  }
  if (report.outcome === 'FAILED') {
    return (
      <StateView
        kind="error"
        title={t`Measurement unsuccessful`}
        detail={t`Wear form-fitting clothing and remain stationary, then measure again at the device.`}
      />
    );
  }

  const links = {
    report: { to: '/report', search: { id: report.id } },
    composition: { to: '/report', search: { id: report.id, section: 'composition' } },
    posture: { to: '/report', search: { id: report.id, section: 'posture' } },
  } as const;
  const primary = `${buttonStyles.button} ${buttonStyles.primary}`;
  const secondary = `${buttonStyles.button} ${buttonStyles.secondary}`;

  return (
    <div className={styles.modeling}>
      <div className={styles.stage}>
        {generating ? (
          <div className={styles.generating} role="status">
            <div className={styles.progress} aria-hidden="true">
              <span />
            </div>
            <p className={styles.stageTitle}>
              <Trans>Your 3D model is being generated…</Trans>
            </p>
            <p className={styles.stageDetail}>
              <Trans>This usually takes under a minute. You can read your report meanwhile.</Trans>
            </p>
          </div>
        ) : report.modelStatus === 'READY' && report.viewMeshUrl ? (
          <Suspense
            fallback={
              <div className={styles.generating}>
                <p className={styles.stageTitle}>
                  <Trans>Loading the 3D model…</Trans>
                </p>
              </div>
            }
          >
            <AvatarViewer meshUrl={report.viewMeshUrl} />
          </Suspense>
        ) : (
          <div className={styles.generating} role="alert">
            <p className={styles.stageTitle}>
              {report.modelStatus === 'FAILED' ? <Trans>Model synthesis failed</Trans> : <Trans>No model is available for this date</Trans>}
            </p>
            <p className={styles.stageDetail}>
              <Trans>Your measurement results are still available below.</Trans>
            </p>
          </div>
        )}
      </div>
      {report.modelStatus === 'READY' && report.viewMeshUrl ? (
        <p className={styles.hint}>
          <Trans>Swipe or drag to turn the model</Trans>
        </p>
      ) : null}
      {generating ? <ModelTips /> : null}
      {report.outcome === 'BODY_ASSESSMENT_FAILED' ? (
        <p className={styles.notice} role="note">
          <Trans>The body assessment failed. View the body composition report instead.</Trans>
        </p>
      ) : report.outcome === 'BODY_COMPOSITION_FAILED' ? (
        <p className={styles.notice} role="note">
          <Trans>The body composition measurement failed. View the body posture report instead.</Trans>
        </p>
      ) : report.outcome === 'POSTURE_FAILED' ? (
        <p className={styles.notice} role="note">
          <Trans>The posture measurement failed. View the body composition report instead.</Trans>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Link {...links.report} className={primary}>{t`View Report`}</Link>
        {report.outcome !== 'BODY_COMPOSITION_FAILED' ? (
          <Link {...links.composition} className={secondary}>{t`View Body Composition Report`}</Link>
        ) : null}
        {report.outcome !== 'POSTURE_FAILED' && report.outcome !== 'BODY_ASSESSMENT_FAILED' ? (
          <Link {...links.posture} className={secondary}>{t`View Body Posture Report`}</Link>
        ) : null}
        {report.previous ? <Link to="/report" search={{ id: report.previous.id }} className={secondary}>{t`View Last Report`}</Link> : null}
        {/* The two bodies compared, region by region, under the comparison with the previous scan (issue 38). */}
        {report.previous && report.modelStatus === 'READY' && report.outcome !== 'BODY_COMPOSITION_FAILED' ? (
          <Link
            to="/report"
            search={{ id: report.id, section: 'composition', compare: report.previous.id }}
            className={secondary}
          >{t`Where your body changed`}</Link>
        ) : null}
      </div>
      {report.modelStatus === 'READY' ? <TimeLapsePanel reportId={report.id} /> : null}
      <InstallReminder />
    </div>
  );
}
