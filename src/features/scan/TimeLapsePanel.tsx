import { Suspense, useEffect } from 'react';
import { useQuery } from 'urql';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '#shared/dates.ts';
import { lazyPart } from '#src/ui/LazyPart.tsx';
import { StateView } from '#src/ui/StateView.tsx';
import { TimeLapseQuery } from './documents.ts';
import styles from './Modeling.module.css';

const TimeLapseViewer = lazyPart(() => import('../model3d/TimeLapseViewer.tsx'));

/** How often the screen asks again while the server puts the scans together. */
const POLL_MS = 2000;
const BUSY_RETRY_MS = 30_000;

/**
 * The person's scans of this model up to this report, as a time-lapse of the body (the server makes it once:
 * docs/decisions.md, "Body change"). Nothing when there is one scan only, or the report has no 3D model.
 */
export function TimeLapsePanel({ reportId }: { reportId: string }) {
  const { t, i18n } = useLingui();
  const [{ data, error }, reexecute] = useQuery({ query: TimeLapseQuery, variables: { id: reportId } });
  const lapse = data?.report?.timeLapse;
  const status = lapse?.status;
  useEffect(() => {
    if (status !== 'COMPUTING' && status !== 'BUSY') return;
    const timer = setTimeout(() => reexecute({ requestPolicy: 'network-only' }), status === 'BUSY' ? BUSY_RETRY_MS : POLL_MS);
    return () => clearTimeout(timer);
  }, [status, data, reexecute]);

  // One scan, no model, offline and never seen, or failed: the model screen says what it has without it.
  if (!lapse || error || status === 'FAILED' || status === 'NO_MESH') return null;
  const dates = lapse.frames.map((f) => formatDate(f.measuredAt, f.timezone, i18n.locale));
  return (
    <section className={styles.timeLapse} aria-labelledby="time-lapse-title">
      <h2 className={styles.timeLapseTitle} id="time-lapse-title">{t`Your body over time`}</h2>
      {status === 'READY' && lapse.viewUrl ? (
        <Suspense fallback={<StateView kind="loading" level={3} title={t`Loading the 3D model…`} />}>
          <TimeLapseViewer viewUrl={lapse.viewUrl} dates={dates} />
        </Suspense>
      ) : (
        <StateView kind="loading" level={3} title={t`Putting your scans together…`} detail={t`This takes a few seconds.`} />
      )}
    </section>
  );
}
