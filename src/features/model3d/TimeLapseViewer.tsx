import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '#src/ui/Button.tsx';
import { warmTurntable } from './mount-scene.ts';
import { FileSceneStatus, turnByKey, useFileScene } from './useFileScene.tsx';
import viewerStyles from './AvatarViewer.module.css';
import styles from './ChangeViewer.module.css';

export type TimeLapseViewerProps = {
  /** The time-lapse's file (TimeLapse.viewUrl). */
  viewUrl: string;
  /** Each scan's date, formatted, oldest first. */
  dates: string[];
};

/** Playing, the body moves from one scan to the next in this long. */
const FRAME_MS = 700;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

warmTurntable();

/**
 * The body morphing from the first scan of the model to the latest (drawn in the turntable's worker), with a slider and
 * the scan's date, and a play button. It plays once when it first comes into view, unless the person prefers reduced
 * motion: then it shows the latest scan and waits.
 */
export default function TimeLapseViewer({ viewUrl, dates }: TimeLapseViewerProps) {
  const { t } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const sliderId = useId();
  const last = dates.length - 1;
  const reduced = () => window.matchMedia(REDUCED_MOTION).matches;
  // Where it starts: the first scan, to play from; the latest, where it will not play by itself.
  const [at, setAt] = useState(() => (reduced() ? last : 0));
  const [playing, setPlaying] = useState(false);
  const started = useRef(at);
  const { state, controller } = useFileScene(host, 'timelapse', viewUrl, (glb) => ({ kind: 'timelapse', glb, at: started.current }));
  const ready = state === 'ready';

  // The first time it is in view (most of it), it plays once by itself, unless reduced motion is asked for: below the
  // fold it waits, and draws nothing meanwhile.
  const autoplayed = useRef(false);
  useEffect(() => {
    const box = host.current;
    if (!ready || autoplayed.current || !box || reduced()) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting || autoplayed.current) return;
        autoplayed.current = true;
        observer.disconnect();
        setPlaying(true);
      },
      { threshold: 0.5 },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [ready]);

  useEffect(() => {
    controller.current?.setFrame(at);
  }, [at, controller]);

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let from = performance.now();
    let origin = at >= last ? 0 : at;
    const step = (now: number) => {
      const next = origin + (now - from) / FRAME_MS;
      if (next >= last) {
        setAt(last);
        setPlaying(false);
        return;
      }
      setAt(next);
      frame = requestAnimationFrame(step);
    };
    from = performance.now();
    origin = at >= last ? 0 : at;
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
    // Starts from where the slider is when play is pressed; the frames it sets do not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `at` is read once, when playing starts
  }, [playing, last]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    turnByKey(controller.current, event);
  };

  const nearest = Math.round(at);
  const date = dates[nearest] ?? '';
  return (
    <div className={styles.viewer}>
      <div className={styles.stage}>
        <div
          ref={host}
          className={viewerStyles.canvas}
          role="img"
          tabIndex={ready ? 0 : undefined}
          aria-label={t`Your body on ${date}`}
          aria-describedby={ready ? hintId : undefined}
          data-state={state}
          data-at={at.toFixed(2)}
          onKeyDown={onKeyDown}
        />
        {ready ? (
          <p
            id={hintId}
            className="visually-hidden"
          >{t`The left and right arrow keys turn it; the slider below moves through your scans.`}</p>
        ) : null}
        <FileSceneStatus state={state} />
      </div>
      <div className={styles.scrubber}>
        <Button variant="secondary" disabled={!ready} aria-pressed={playing} onClick={() => setPlaying((on) => !on)}>
          {playing ? t`Pause` : t`Play`}
        </Button>
        <label className={styles.scrubberLabel} htmlFor={sliderId}>
          {t`Scan date`}
          <output className={styles.scrubberDate} htmlFor={sliderId}>
            {date}
          </output>
        </label>
        <input
          id={sliderId}
          className={styles.slider}
          type="range"
          min={0}
          max={last}
          step={0.01}
          value={at}
          disabled={!ready}
          aria-valuetext={date}
          onChange={(event) => {
            setPlaying(false);
            setAt(Number(event.target.value));
          }}
          onKeyDown={(event) => {
            // The keys go scan by scan (the fine steps are for dragging); right is later unless the line reads right to left.
            const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
            const later = event.key === 'ArrowUp' || event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
            const earlier = event.key === 'ArrowDown' || event.key === (rtl ? 'ArrowRight' : 'ArrowLeft');
            if (!later && !earlier) return;
            event.preventDefault();
            setPlaying(false);
            setAt(Math.min(last, Math.max(0, later ? Math.floor(at) + 1 : Math.ceil(at) - 1)));
          }}
        />
        <p className={styles.ends} aria-hidden="true">
          <span>{dates[0]}</span>
          <span>{dates[last]}</span>
        </p>
      </div>
    </div>
  );
}
