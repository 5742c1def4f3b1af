import { Suspense } from 'react';
import { useQuery } from 'urql';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '#shared/dates.ts';
import { lazyPart } from '#src/ui/LazyPart.tsx';
import { StateView } from '#src/ui/StateView.tsx';
import { useAskWhileWorking } from '../report/parts/use-ask-while-working.ts';
import { NoAnswerYet } from '#src/ui/NotSavedOffline.tsx';
import { TimeLapseQuery } from './documents.ts';
import styles from './Modeling.module.css';

const TimeLapseViewer = lazyPart(() => import('../model3d/TimeLapseViewer.tsx'));

/** How often the screen asks again while the server puts the scans together. */
const POLL_MS = 2000;

/**
 * The person's scans of this model up to this report, as a time-lapse of the body (the server makes it once:
 * docs/decisions.md, "Body change"), with its loading, one-scan, error and offline states.
 */
export function TimeLapsePanel({ reportId }: { reportId: string }) {
  const { t, i18n } = useLingui();
  // What is kept shows at once (offline too); the server is asked again: a new scan makes another time-lapse.
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: TimeLapseQuery,
    variables: { id: reportId },
    requestPolicy: 'cache-and-network',
  });
  const lapse = data?.report?.timeLapse;
  const status = lapse?.status;
  useAskWhileWorking(status, data, reexecute, POLL_MS);

  const retry = () => reexecute({ requestPolicy: 'network-only' });
  let body;
  if (!data) {
    body = <NoAnswerYet query={{ data, fetching, error }} loading={t`Loading the 3D model…`} onRetry={retry} />;
  } else if (!lapse) {
    // One scan with a 3D model on this scanner: nothing to play yet.
    body = <StateView kind="info" level={3} title={t`Scan again on this scanner to see your body change over time.`} />;
  } else if (status === 'FAILED' || status === 'NO_MESH') {
    body = <StateView kind="info" level={3} title={t`The 3D models of these scans could not be compared.`} />;
  } else if (status === 'READY' && lapse.viewUrl) {
    const dates = lapse.frames.map((f) => formatDate(f.measuredAt, f.timezone, i18n.locale));
    body = (
      <Suspense fallback={<StateView kind="loading" level={3} title={t`Loading the 3D model…`} />}>
        <TimeLapseViewer viewUrl={lapse.viewUrl} dates={dates} />
      </Suspense>
    );
  } else {
    body = <StateView kind="loading" level={3} title={t`Putting your scans together…`} detail={t`This takes a few seconds.`} />;
  }
  return (
    <section className={styles.timeLapse} aria-labelledby="time-lapse-title" aria-busy={status === 'COMPUTING' || undefined}>
      <h2 className={styles.timeLapseTitle} id="time-lapse-title">{t`Your body over time`}</h2>
      {body}
    </section>
  );
}
