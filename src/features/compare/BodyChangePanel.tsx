import { Suspense } from 'react';
import { lazyPart } from '#src/ui/LazyPart.tsx';
import { useQuery } from 'urql';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { BODY_REGIONS, type BodyRegion } from '#shared/body-change.ts';
import { formatDate } from '#shared/dates.ts';
import { StateView } from '#src/ui/StateView.tsx';
import { isAtWork, useAskWhileWorking } from '../report/parts/use-ask-while-working.ts';
import { NoAnswerYet } from '#src/ui/NotSavedOffline.tsx';
import { ChangeChip } from '../report/parts/ChangeChip.tsx';
import { useMeasure } from '../report/parts/useMeasure.ts';
import { BodyChangeQuery } from './documents.ts';
import styles from './Compare.module.css';

/** How often the app asks again while the server works the change out (it takes a second or two). */
const POLL_MS = 1500;
const ChangeViewer = lazyPart(() => import('../model3d/ChangeViewer.tsx'));

/** Less than this share of a region compared: its figure is not shown. */
const MIN_COMPARED = 0.5;

const REGION_NAMES: Record<Uppercase<BodyRegion>, MessageDescriptor> = {
  ARMS: msg({ message: 'Arms', context: 'body region' }),
  CHEST: msg({ message: 'Chest', context: 'body region' }),
  WAIST: msg({ message: 'Waist', context: 'body region' }),
  HIPS: msg({ message: 'Hips', context: 'body region' }),
  THIGHS: msg({ message: 'Thighs', context: 'body region' }),
  CALVES: msg({ message: 'Calves', context: 'body region' }),
};

export type BodyChangePanelProps = { reportId: string; compareId: string };

/**
 * Where the body changed between the two scans, region by region, from their 3D surfaces (the server lays one onto the
 * other: docs/decisions.md, "Body change"): how far each region's surface moved, in or out, and the volume between.
 * A list a screen reader reads as it is; the same ≈ as every change for what measurement variation can't tell.
 */
export function BodyChangePanel({ reportId, compareId }: BodyChangePanelProps) {
  const { t, i18n } = useLingui();
  const { measure } = useMeasure();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: BodyChangeQuery, variables: { id: reportId, against: compareId } });
  const change = data?.report?.bodyChange;
  const status = change?.status;
  // Asked again while the server works it out (or had too much to do), as long as this is open.
  useAskWhileWorking(status, data, reexecute, POLL_MS);

  const heading = <h2 className={styles.title} id="body-change-title">{t`Where your body changed`}</h2>;
  const retry = () => reexecute({ requestPolicy: 'network-only' });
  let body;
  if (!data) {
    body = <NoAnswerYet query={{ data, fetching, error }} loading={t`Loading where your body changed…`} onRetry={retry} />;
  } else if (!change) {
    // No pair: a report of another model, or one of the two gone. The comparison above says what it can.
    return null;
  } else if (isAtWork(status)) {
    body = (
      <StateView kind="loading" level={3} title={t`Laying your two 3D scans over each other…`} detail={t`This takes a few seconds.`} />
    );
  } else if (status === 'NO_MESH') {
    body = <StateView kind="info" level={3} title={t`One of these scans has no 3D model, so their shapes can't be compared.`} />;
  } else if (status === 'FAILED') {
    body = <StateView kind="info" level={3} title={t`The 3D models of these scans could not be compared.`} />;
  } else {
    const since = formatDate(change.earlier.measuredAt, change.earlier.timezone, i18n.locale);
    const until = formatDate(change.later.measuredAt, change.later.timezone, i18n.locale);
    body = (
      <div className={styles.changeLayout}>
        {change.viewUrl ? (
          <Suspense fallback={<StateView kind="loading" level={3} title={t`Loading the 3D model…`} />}>
            <ChangeViewer
              viewUrl={change.viewUrl}
              // Each region's own measurement variation: the heat map paints no point the list would call ≈.
              bands={{
                regions: BODY_REGIONS.map(
                  (region) => change.regions.find((r) => r.region === region.toUpperCase())?.lscMm ?? change.neutralMm,
                ),
                elsewhere: change.neutralMm,
              }}
              earlierDate={since}
              laterDate={until}
            />
          </Suspense>
        ) : null}
        <div>
          <h3 className={styles.subtitle} id="body-change-regions">{t`By region`}</h3>
          <p
            className={styles.lead}
          >{t`How far the surface of each region moved since ${since}: out (+) or in (−), and the volume between the two.`}</p>
          <ul className={styles.regions} aria-labelledby="body-change-regions">
            {change.regions.map((r) => {
              const name = i18n._(REGION_NAMES[r.region]);
              const shown = r.meanMm !== null && r.compared >= MIN_COMPARED;
              return (
                <li key={r.region} className={styles.region} data-region={r.region}>
                  <span className={styles.regionName}>{name}</span>
                  {r.heldOtherwise ? (
                    <span className={styles.regionNote}>{t`Held differently in the two scans: not compared`}</span>
                  ) : !shown ? (
                    <span className={styles.regionNote}>{t`Too little of it could be compared`}</span>
                  ) : (
                    <span className={styles.regionFigures}>
                      <span className={styles.movement}>
                        <ChangeChip change={r.meanMm!} quantity="LENGTH_MM" good={0} lsc={r.lscMm} since={since} />
                        {/* The chip's sentence says the amount with its unit: the unit beside it is for the eye. */}
                        <span className={styles.unit} aria-hidden="true">
                          {measure(r.meanMm!, 'LENGTH_MM').unit}
                        </span>
                      </span>
                      {/* A volume only for a change beyond measurement variation: ≈ is never a gain or a loss, in mm or in litres. */}
                      {r.volumeLitres !== null && r.beyondNoise ? (
                        <span className={styles.volume} dir="ltr">
                          {measure(r.volumeLitres, 'VOLUME_L', { signed: true }).text}
                        </span>
                      ) : null}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="body-change-title" aria-busy={status === 'COMPUTING' || undefined}>
      {heading}
      {body}
    </section>
  );
}
