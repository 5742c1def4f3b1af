// Test reports for the interpretation: a complete report of a healthy body, and small edits that move one
// value across a rule's line. Used by the interpretation's unit tests only (interpretation-*.unit.test.ts).
import { generateAllSections, generateBodyComposition, seededRng } from '../src/simulator/generate.ts';
import type { ScanSections, SectionData } from '../src/scan/report-sections.ts';
import {
  classifyLegType,
  classifyPosture,
  rateSegment,
  rateShoulder,
  SEGMENT_SHARES,
  type Direction,
  type LegType,
  type MetricKey,
  type PostureItemKey,
  type SegmentKey,
} from '../src/scan/sections.ts';
import { standardRanges, type Range } from '../src/domain/ranges.ts';
import type { Person } from '../src/domain/interpretation/engine.ts';

export const ADULT: Person = { sex: 'male', heightCm: 178, age: 30 };
export const YOUTH: Person = { sex: 'female', heightCm: 158, age: 13 };

/** Every section of an M30 scan; the youth spine only for youths, as the device API requires. */
export type Doc = ScanSections & Required<Omit<ScanSections, 'youthSpine'>>;

/**
 * A complete M30 report with nothing notable: BMI and body fat in the middle of the person's ranges, upright
 * posture, segments in their standard proportions. Same seed, same report.
 */
export function normalReport(person: Person): Doc {
  const h = person.heightCm / 100;
  const youth = person.age < 18;
  const bodyComposition = generateBodyComposition(person, seededRng(1), {
    weightKg: Math.round((youth ? 21.5 : 22) * h * h * 10) / 10,
    pbf: youth ? 22 : person.sex === 'male' ? 14 : 27,
  });
  const all = generateAllSections(person, seededRng(2), { bodyComposition, postureSeverity: 0 });
  // Exactly the standard shares, left equal to right, so a test moves segmental balance from zero.
  for (const s of all.segments) {
    s.fatKg = Math.round(bodyComposition.BFM * SEGMENT_SHARES[s.segment].fat * 10) / 10;
    s.muscleKg = Math.round(bodyComposition.LM * SEGMENT_SHARES[s.segment].muscle * 10) / 10;
    s.fatRating = rateSegment('fat', s.segment, s.fatKg, person.sex, person.heightCm);
    s.muscleRating = rateSegment('muscle', s.segment, s.muscleKg, person.sex, person.heightCm);
  }
  const doc: Doc = all;
  if (!youth) delete doc.youthSpine;
  return doc;
}

export function rangeOf(doc: Doc, person: Person, key: MetricKey): Range {
  const range = standardRanges(person, doc.bodyComposition.WT)[key];
  if (!range) throw new Error(`${key} has no range`);
  return range;
}

const DEFAULT_DIRECTION: Record<PostureItemKey, Direction> = {
  forward_head: 'forward',
  head_tilt: 'left',
  round_shoulder_left: 'forward',
  round_shoulder_right: 'forward',
  uneven_shoulders: 'left',
  pelvis_shift: 'forward',
  knee_left: 'right',
  knee_right: 'left',
  leg_type: 'none',
  pelvic_tilt: 'forward',
  leg_length_difference: 'left',
};

/** One posture item at this value, its result as the scanner classifies it; the leg type follows the knees. */
export function setItem(
  doc: Doc,
  key: PostureItemKey,
  value: number,
  direction: Direction = DEFAULT_DIRECTION[key],
  legType?: LegType,
): void {
  const item = doc.posture.items.find((i) => i.key === key);
  if (!item) throw new Error(`no posture item ${key}`);
  item.value = value;
  item.result = classifyPosture(key, value);
  item.direction = value === 0 ? 'none' : direction;
  if (key === 'leg_type') item.legType = legType ?? classifyLegType(item.result, 'right', 'left');
}

export function segment(doc: Doc, name: SegmentKey): SectionData<'segments'>[number] {
  const s = doc.segments.find((x) => x.segment === name);
  if (!s) throw new Error(`no segment ${name}`);
  return s;
}

export function setShoulder(doc: Doc, side: 'left' | 'right', rangeDeg: number): void {
  const s = doc.shoulder.sides.find((x) => x.side === side);
  if (!s) throw new Error(`no shoulder side ${side}`);
  Object.assign(s, { rangeDeg, maxActivityAtDeg: Math.min(s.maxActivityAtDeg, rangeDeg), rating: rateShoulder(rangeDeg) });
}
