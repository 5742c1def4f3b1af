import type { Tone } from '../parts/verdicts.ts';
import styles from './SpineSection.module.css';
import type { EnumOf } from '#src/graphql/graphql.ts';

type Region = EnumOf<'SpineRegion'>;

/** Vertebrae per region, the span each takes (figure units) and how far its curve bows forward (+) or back (−). */
const LAYOUT = {
  CERVICAL: { count: 7, top: 8, bottom: 50, bow: 4, size: 7 },
  THORACIC: { count: 12, top: 54, bottom: 132, bow: -7, size: 9 },
  LUMBAR: { count: 5, top: 136, bottom: 176, bow: 6, size: 12 },
} as const satisfies Record<Region, { count: number; top: number; bottom: number; bow: number; size: number }>;

const REGIONS: readonly Region[] = ['CERVICAL', 'THORACIC', 'LUMBAR'];
const CX = 40;

export type SpineFigureProps = { tones: Partial<Record<Region, Tone>> };

/** The spine from the side with its three natural curves, each region in the tone of its level; decorative. */
export function SpineFigure({ tones }: SpineFigureProps) {
  const vertebrae = REGIONS.flatMap((region) => {
    const { count, top, bottom, bow, size } = LAYOUT[region];
    const step = (bottom - top) / count;
    return Array.from({ length: count }, (_, i) => {
      const t = (i + 0.5) / count;
      const x = CX + bow * Math.sin(Math.PI * t);
      const slope = ((bow * Math.PI * Math.cos(Math.PI * t)) / (bottom - top)) * (180 / Math.PI);
      return { key: `${region}${i}`, region, x, y: top + step * (i + 0.5), w: size, h: step * 0.8, angle: -slope };
    });
  });
  return (
    <svg className={styles.figure} viewBox="16 0 48 200" aria-hidden="true">
      <path className={styles.plumb} d="M40 2 V196" />
      {vertebrae.map((v) => (
        <rect
          key={v.key}
          className={styles.vertebra}
          data-tone={tones[v.region] ?? 'neutral'}
          x={(v.x - v.w / 2).toFixed(2)}
          y={(v.y - v.h / 2).toFixed(2)}
          width={v.w}
          height={v.h.toFixed(2)}
          rx="1.6"
          transform={`rotate(${v.angle.toFixed(1)} ${v.x.toFixed(2)} ${v.y.toFixed(2)})`}
        />
      ))}
      <path className={styles.sacrum} d="M34 180 L46 180 L41.5 196 L38.5 196 Z" />
    </svg>
  );
}
