import type { CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useMeasure } from '../report/parts/useMeasure.ts';
import {
  BODY_RGB,
  cssRgb,
  FULL_CHANGE_MM,
  GHOST_OPACITY,
  GHOST_RGB,
  HATCH_PX,
  IN_RAMP,
  NOT_COMPARED_RGB,
  OUT_RAMP,
} from './change-colours.ts';
import type { ChangeBands } from '#shared/body-change.ts';
import type { ChangeMode, PointChange } from './scene-kinds.ts';
import styles from './ChangeViewer.module.css';

// The legend's colours from the heat map's own list (change-colours.ts), handed to the stylesheet as custom properties.
const [dark, light] = NOT_COMPARED_RGB.map(cssRgb);
const SWATCHES = {
  '--in-stops': IN_RAMP.map(cssRgb).join(', '),
  '--out-stops': OUT_RAMP.map(cssRgb).join(', '),
  '--body': cssRgb(BODY_RGB),
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS colour, not copy
  '--ghost': `rgb(${GHOST_RGB.join(' ')} / ${GHOST_OPACITY})`,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS gradient, not copy
  '--hatch': `repeating-linear-gradient(45deg, ${dark} 0 ${HATCH_PX}px, ${light} ${HATCH_PX}px ${HATCH_PX * 2}px)`,
} as CSSProperties;

export type ChangeLegendProps = { mode: ChangeMode; bands: ChangeBands; earlierDate: string; laterDate: string };

/** What the colours mean: the scale from in to out (in the person's unit), the noise left unpainted, the hatching. */
export function ChangeLegend({ mode, bands, earlierDate, laterDate }: ChangeLegendProps) {
  const { t } = useLingui();
  const { measure, measureRange } = useMeasure();
  if (mode === 'side') {
    // Under each body its date, in the order the bodies stand (the earlier first in the reading order).
    return (
      <p className={styles.sideDates}>
        <span>{earlierDate}</span>
        <span>{laterDate}</span>
      </p>
    );
  }
  if (mode === 'overlay') {
    return (
      <ul className={styles.legend} style={SWATCHES}>
        <li>
          <span className={styles.swatch} data-swatch="body" aria-hidden="true" />
          {t`Solid: ${laterDate}`}
        </li>
        <li>
          <span className={styles.swatch} data-swatch="ghost" aria-hidden="true" />
          {t`See-through blue: ${earlierDate}`}
        </li>
      </ul>
    );
  }
  const full = measure(FULL_CHANGE_MM, 'LENGTH_MM').text;
  // Each region's band is its own measurement variation: from the narrowest to the widest, as the person reads them
  // (one figure where they round alike, as in inches).
  const range = { low: Math.min(...bands.regions, bands.elsewhere), high: Math.max(...bands.regions, bands.elsewhere) };
  const alike = measure(range.low, 'LENGTH_MM').number === measure(range.high, 'LENGTH_MM').number;
  const neutral = alike ? measure(range.low, 'LENGTH_MM').text : measureRange(range, 'LENGTH_MM');
  return (
    <div className={styles.scale} style={SWATCHES}>
      <div className={styles.bar} aria-hidden="true">
        <span className={styles.in} />
        <span className={styles.neutral} />
        <span className={styles.out} />
      </div>
      <div className={styles.ends}>
        <span>{t`Moved in ${full} or more`}</span>
        <span>{t`Moved out ${full} or more`}</span>
      </div>
      <ul className={styles.legend}>
        <li>
          <span className={styles.swatch} data-swatch="body" aria-hidden="true" />
          {alike
            ? t`Less than ${neutral} either way: within measurement variation`
            : t`Less than ${neutral} either way, by region: within measurement variation`}
        </li>
        <li>
          <span className={styles.swatch} data-swatch="hatch" aria-hidden="true" />
          {t`Striped: not compared (held differently, or missing from a scan)`}
        </li>
      </ul>
    </div>
  );
}

export type PointReadingProps = { reading: { found: PointChange } | null };

/** What a tap (or the arrow keys' probe) read at a point of the body, said as it changes. */
export function PointReading({ reading }: PointReadingProps) {
  const { t } = useLingui();
  const { measure } = useMeasure();
  const found = reading?.found;
  let text;
  if (!reading) text = t`Tap the body to read the change at a point.`;
  else if (!found) text = t`There is no body there: tap the body itself.`;
  else if (found.mm === null) text = t`This point was not compared.`;
  else if (Math.abs(found.mm) < found.bandMm) text = t`At this point: no change beyond measurement variation.`;
  else {
    const amount = measure(Math.abs(found.mm), 'LENGTH_MM').text;
    text = found.mm > 0 ? t`At this point: moved out ${amount}.` : t`At this point: moved in ${amount}.`;
  }
  return (
    <p className={styles.reading} role="status" data-reading={found?.mm ?? (reading ? 'none' : 'hint')}>
      {text}
    </p>
  );
}
