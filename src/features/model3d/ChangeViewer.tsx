import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fetchPersonalFile, FileMissingError } from '#src/lib/file-cache.ts';
import { mountScene, warmTurntable, type TurntableController } from './mount-scene.ts';
import { poseAfterKey } from './spine-layout.ts';
import { viewerOptions } from './viewer-options.ts';
import { CHANGE_MODES, type ChangeMode, type PointChange } from './scene-kinds.ts';
import { ChangeLegend, PointReading } from './ChangeLegend.tsx';
import viewerStyles from './AvatarViewer.module.css';
import styles from './ChangeViewer.module.css';

export type ChangeViewerProps = {
  /** The change's file (BodyChange.viewUrl): both bodies and the change at each point. */
  viewUrl: string;
  neutralMm: number;
  /** The two scans' dates, formatted. */
  earlierDate: string;
  laterDate: string;
};

/** The keyboard's probe runs down the middle of the picture, from its top to its bottom, in these steps. */
const PROBE_STEP = 0.04;
const PROBE_RANGE = [0.06, 0.94] as const;

warmTurntable();

/**
 * The two scans' bodies on one turntable (drawn in a worker: mount-scene.ts): a heat map of where the later surface
 * moved out or in, or the earlier body as a ghost around the later one. A tap reads the change at a point; so do the
 * up and down arrow keys, down the middle of the picture. Kept on the device for offline use, like a mesh.
 */
export default function ChangeViewer({ viewUrl, neutralMm, earlierDate, laterDate }: ChangeViewerProps) {
  const { t } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const controller = useRef<TurntableController | null>(null);
  const hintId = useId();
  const name = useId();
  const [state, setState] = useState<'loading' | 'ready' | 'failed' | 'missing' | 'no-webgl'>('loading');
  const [mode, setMode] = useState<ChangeMode>('heat');
  const [reading, setReading] = useState<{ found: PointChange } | null>(null);
  const probe = useRef<number | null>(null);
  // The mode the scene starts in, without mounting it again when it changes (setMode tells it).
  const startMode = useRef(mode);
  startMode.current = mode;

  useEffect(() => {
    let mounted: TurntableController | null = null;
    let cancelled = false;
    setState('loading');
    setReading(null);
    fetchPersonalFile(`change:${viewUrl}`, viewUrl)
      .then((bytes) => {
        if (cancelled || !host.current) return;
        mounted = controller.current = mountScene(
          host.current,
          { kind: 'change', glb: bytes, neutralMm, mode: startMode.current },
          {
            ...viewerOptions('change', () => setState('ready')),
            onContextLost: () => setState('no-webgl'),
            onFailed: () => !cancelled && setState('failed'),
            onPick: (found) => !cancelled && setReading({ found }),
          },
        );
      })
      .catch((err: unknown) => !cancelled && setState(err instanceof FileMissingError ? 'missing' : 'failed'));
    return () => {
      cancelled = true;
      controller.current = null;
      mounted?.dispose();
    };
  }, [viewUrl, neutralMm]);

  const choose = (next: ChangeMode) => {
    setMode(next);
    controller.current?.setMode(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = controller.current;
    const box = host.current;
    if (!current || !box) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? PROBE_STEP : -PROBE_STEP;
      const at = Math.min(PROBE_RANGE[1], Math.max(PROBE_RANGE[0], (probe.current ?? 0.5 - step) + step));
      probe.current = at;
      current.pick(box.clientWidth / 2, at * box.clientHeight);
      return;
    }
    const next = poseAfterKey(event.key, current.pose());
    if (!next) return;
    event.preventDefault();
    current.setPose(next);
  };

  const ready = state === 'ready';
  const labels: Record<ChangeMode, string> = { heat: t`Heat map`, overlay: t`Overlay` };
  return (
    <div className={styles.viewer}>
      <fieldset className={styles.modes}>
        <legend className="visually-hidden">{t`Show the change as`}</legend>
        <div className={styles.segmented}>
          {CHANGE_MODES.map((m) => (
            <label key={m} className={styles.segment}>
              <input type="radio" name={name} value={m} checked={mode === m} onChange={() => choose(m)} />
              <span>{labels[m]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.stage}>
        <div
          ref={host}
          className={viewerStyles.canvas}
          role="img"
          tabIndex={ready ? 0 : undefined}
          aria-label={
            mode === 'heat'
              ? t`Your body on ${laterDate}, coloured by how far its surface moved since ${earlierDate}`
              : t`Your body on ${laterDate}, with your body on ${earlierDate} as a see-through outline`
          }
          aria-describedby={ready ? hintId : undefined}
          data-state={state}
          data-mode={mode}
          onKeyDown={onKeyDown}
        />
        {ready ? (
          <p
            id={hintId}
            className="visually-hidden"
          >{t`The left and right arrow keys turn it; the up and down arrow keys read the change down its middle.`}</p>
        ) : null}
        {state === 'loading' ? <p className={viewerStyles.overlay} role="status">{t`Loading the 3D model…`}</p> : null}
        {state === 'failed' ? (
          <p className={viewerStyles.overlay} role="alert">{t`Model failed to load, refresh the page and try again`}</p>
        ) : null}
        {state === 'missing' ? <p className={viewerStyles.overlay} role="alert">{t`No model is available for this date`}</p> : null}
        {state === 'no-webgl' ? <p className={viewerStyles.overlay} role="alert">{t`This device cannot show 3D graphics.`}</p> : null}
      </div>
      {ready ? <PointReading reading={reading} neutralMm={neutralMm} /> : null}
      <ChangeLegend mode={mode} neutralMm={neutralMm} earlierDate={earlierDate} laterDate={laterDate} />
    </div>
  );
}
