import { useLingui } from '@lingui/react/macro';
import { VerdictChip } from '../parts/VerdictChip.tsx';
import { POSTURE_RESULT } from '../parts/verdicts.ts';
import { useMeasure } from '../parts/useMeasure.ts';
import {
  describeItem,
  directionWord,
  ITEM_NAMES,
  ITEM_NOTES,
  LEG_TYPE_NAMES,
  UNIT_QUANTITY,
  type Direction,
  type LegType,
  type PostureItemKey,
  type PostureUnit,
} from './posture-text.ts';
import styles from './PostureSection.module.css';

export type PostureItem = {
  key: PostureItemKey;
  value: number;
  unit: PostureUnit;
  direction: Direction;
  result: 'NORMAL' | 'SUSPECTED' | 'ABNORMAL';
  legType: LegType | null;
};

export type PostureItemRowProps = { item: PostureItem };

/** One posture finding: its name, the value and which way it leans, the verdict and what it means. */
export function PostureItemRow({ item }: PostureItemRowProps) {
  const { i18n } = useLingui();
  const { measure } = useMeasure();
  const value = measure(item.value, UNIT_QUANTITY[item.unit]);
  const direction = directionWord(item.key, item.direction);
  const note = ITEM_NOTES[item.key];
  const verdict = POSTURE_RESULT[item.result];
  // The leg type is named by its letter; its value is the gap behind that shape.
  const qualifier = item.key === 'LEG_TYPE' && item.legType ? i18n._(LEG_TYPE_NAMES[item.legType]) : direction ? i18n._(direction) : null;
  return (
    <li className={styles.item} data-result={item.result} data-item={item.key}>
      <div className={styles.itemHead}>
        <div className={styles.itemName}>
          <h3 className={styles.name}>{i18n._(ITEM_NAMES[item.key])}</h3>
          {note ? <p className={styles.note}>{i18n._(note)}</p> : null}
        </div>
        <p className={styles.value}>
          {/* The degree sign belongs to the number; other units sit small beside it. */}
          <span className={styles.number} dir="ltr">
            {value.unit === '°' ? value.text : value.number}
          </span>
          {value.unit && value.unit !== '°' ? <span className={styles.unit}>{value.unit}</span> : null}
        </p>
      </div>
      <div className={styles.itemMeta}>
        <VerdictChip verdict={verdict} />
        {qualifier ? <span className={styles.direction}>{qualifier}</span> : null}
      </div>
      <p className={styles.description}>{i18n._(describeItem(item))}</p>
    </li>
  );
}
