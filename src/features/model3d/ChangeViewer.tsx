import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { warmTurntable } from './mount-scene.ts';
import { FileSceneStatus, turnByKey, useFileScene } from './useFileScene.tsx';
import type { ChangeBands } from '#shared/body-change.ts';
import { CHANGE_MODES, type ChangeMode, type PointChange } from './scene-kinds.ts';
import { ChangeLegend, PointReading } from './ChangeLegend.tsx';
import viewerStyles from './AvatarViewer.module.css';
import styles from './ChangeViewer.module.css';

export type ChangeViewerProps = {
  /** The change's file (BodyChange.viewUrl): both bodies and the change at each point. */
  viewUrl: string;
  bands: ChangeBands;
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
export default function ChangeViewer({ viewUrl, bands, earlierDate, laterDate }: ChangeViewerProps) {
  const { t } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const name = useId();
  const [mode, setMode] = useState<ChangeMode>('heat');
  const [reading, setReading] = useState<{ found: PointChange } | null>(null);
  const probe = useRef<number | null>(null);
  // The scene starts in the mode chosen when its file arrives; later choices are told to it (setMode), not remounted.
  const { state, controller } = useFileScene(
    host,
    'change',
    viewUrl,
    // Side by side, the earlier body first in the reading order.
    (glb) => ({ kind: 'change', glb, bands, mode, earlierOnRight: document.dir === 'rtl' }),
    { onPick: (found) => setReading({ found }) },
  );

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
    turnByKey(current, event);
  };

  const ready = state === 'ready';
  const labels: Record<ChangeMode, string> = { heat: t`Heat map`, overlay: t`Overlay`, side: t`Side by side` };
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
              : mode === 'overlay'
                ? t`Your body on ${laterDate}, with your body on ${earlierDate} as a see-through outline`
                : t`Your body on ${earlierDate} and on ${laterDate}, side by side`
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
        <FileSceneStatus state={state} />
      </div>
      {/* Side by side a tap reads only the later body: no reading there. */}
      {ready && mode !== 'side' ? <PointReading reading={reading} /> : null}
      <ChangeLegend mode={mode} bands={bands} earlierDate={earlierDate} laterDate={laterDate} />
    </div>
  );
}
