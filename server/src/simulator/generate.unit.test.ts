import { describe, expect, it } from 'vitest';
import { rate, standardRanges, type RangeSubject } from '../domain/ranges.ts';
import {
  generateAllSections,
  generateBodyComposition,
  generateMeasurements,
  newScanId,
  pickSections,
  randomSubject,
  seededRng,
} from './generate.ts';
import { displacementMm, idealSpine, scoliosisRisk } from './generate-posture.ts';
import { meshGirths } from './generate-shape.ts';
import { buildBodyGeometry } from './mesh.ts';
import { SCAN_ID, validateScan } from '../scan/payload.ts';
import { METRIC_RANGES } from '../scan/payload-parts.ts';
import { expectedSections, isMeasured, SECTION_FIELD } from '../scan/report-sections.ts';
import {
  classifyHip,
  classifyLegType,
  classifyPosture,
  isYouth,
  METRIC_KEYS,
  OUTCOMES,
  painRiskOf,
  rateSegment,
  rateShoulder,
  REGION_WEIGHTS,
  spineLevel,
  studyLoad,
  vertebraScore,
  type BodyComposition,
  type Model,
  type SpineRegion,
} from '../scan/sections.ts';

function checkComposition(bc: BodyComposition, heightCm: number, ctx: string) {
  const h = heightCm / 100;
  expect(Math.round((bc.FFM + bc.BFM) * 10), ctx).toBe(Math.round(bc.WT * 10));
  expect(bc.TBW / bc.FFM, ctx).toBeGreaterThan(0.72);
  expect(bc.TBW / bc.FFM, ctx).toBeLessThan(0.745);
  expect(Math.abs(bc.ICW + bc.ECW - bc.TBW), ctx).toBeLessThan(0.05);
  expect(bc.ICW / bc.TBW, ctx).toBeGreaterThan(0.6);
  expect(bc.ICW / bc.TBW, ctx).toBeLessThan(0.64);
  expect(bc.PROTEIN / bc.FFM, ctx).toBeGreaterThan(0.185);
  expect(bc.PROTEIN / bc.FFM, ctx).toBeLessThan(0.205);
  expect(Math.abs(bc.TM - (bc.FFM - bc.TBW - bc.PROTEIN)), ctx).toBeLessThan(0.05);
  // Minerals ≈ 5 % of weight: about 3 % for very high body fat, up to 7.5 % for very lean people.
  expect(bc.TM / bc.WT, ctx).toBeGreaterThan(0.028);
  expect(bc.TM / bc.WT, ctx).toBeLessThan(0.075);
  expect(Math.abs(bc.LM - (bc.FFM - bc.TM)), ctx).toBeLessThan(0.05);
  expect(bc.SM / bc.LM, ctx).toBeGreaterThan(0.545);
  expect(bc.SM / bc.LM, ctx).toBeLessThan(0.575);
  expect(Math.abs(bc.BMR - (370 + 21.6 * bc.FFM)), ctx).toBeLessThanOrEqual(0.5);
  expect(Math.abs(bc.BMI - bc.WT / (h * h)), ctx).toBeLessThanOrEqual(0.051);
  expect(Math.abs(bc.PBF - (bc.BFM / bc.WT) * 100), ctx).toBeLessThanOrEqual(0.051);
  for (const k of METRIC_KEYS) {
    expect(bc[k], `${k} ${ctx}`).toBeGreaterThanOrEqual(METRIC_RANGES[k][0]);
    expect(bc[k], `${k} ${ctx}`).toBeLessThanOrEqual(METRIC_RANGES[k][1]);
  }
}

describe('scan generator', () => {
  it('produces 5,000 consistent scans of both models, every outcome and youths, all accepted by the device API', () => {
    const rng = seededRng(42);
    const now = new Date();
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const subject = randomSubject(rng, { youth: i % 3 === 0 });
      const model: Model = i % 2 ? 'S30' : 'M30';
      const outcome = OUTCOMES[Math.floor(i / 2) % OUTCOMES.length]!;
      const all = generateAllSections(subject, rng);
      const ctx = JSON.stringify({ i, subject, model, outcome });
      const { bodyComposition: bc, girths: g, posture, spine, segments, waist, hip, pelvis, shoulder, painRisk, youthSpine } = all;
      checkComposition(bc, subject.heightCm, ctx);

      // Parts never add up to more than the whole; ratings follow the segment standards.
      const fat = segments.reduce((a, s) => a + s.fatKg, 0);
      const muscle = segments.reduce((a, s) => a + s.muscleKg, 0);
      expect(fat, ctx).toBeLessThanOrEqual(bc.BFM + 0.3);
      expect(fat, ctx).toBeGreaterThan(bc.BFM * 0.85);
      expect(muscle, ctx).toBeLessThanOrEqual(bc.LM + 0.3);
      for (const s of segments) {
        expect(s.fatRating, ctx).toBe(rateSegment('fat', s.segment, s.fatKg, subject.sex, subject.heightCm));
        expect(s.muscleRating, ctx).toBe(rateSegment('muscle', s.segment, s.muscleKg, subject.sex, subject.heightCm));
      }

      // Girths agree with WHR, shrink down the thigh, and scale with weight per height.
      expect(Math.abs(g.waistGirth / g.hipGirth - bc.WHR), ctx).toBeLessThan(0.006);
      for (const side of ['left', 'right'] as const) {
        expect(g[`${side}ThighGirth`]).toBeGreaterThan(g[`${side}MidThighGirth`]);
        expect(g[`${side}MidThighGirth`]).toBeGreaterThan(g[`${side}MinThighGirth`]);
      }
      expect(g.hipGirth / Math.sqrt(bc.WT / subject.heightCm), ctx).toBeGreaterThan(140);
      expect(g.hipGirth / Math.sqrt(bc.WT / subject.heightCm), ctx).toBeLessThan(190);
      expect(g.lowWaistGirth).toBeLessThanOrEqual(g.hipGirth);
      expect(waist.lines.map((l) => l.girthCm)).toEqual([g.waistGirth, g.midWaistGirth, g.lowWaistGirth]);
      expect(waist.waistHipRatio).toBe(bc.WHR);
      expect(hip.hipGirthCm).toBe(g.hipGirth);
      expect(hip.type).toBe(classifyHip(hip.upperLowerRatio, hip.liftIndex));

      // Posture: results follow values, directions follow results, landmarks follow the values.
      const item = Object.fromEntries(posture.items.map((it) => [it.key, it]));
      for (const it of posture.items) {
        expect(it.result, ctx).toBe(classifyPosture(it.key, it.value));
        if (it.key !== 'leg_type') expect(it.direction === 'none', ctx).toBe(it.value < 0.5);
      }
      expect(item['leg_type']!.legType).toBe(
        classifyLegType(item['leg_type']!.result, item['knee_left']!.direction, item['knee_right']!.direction),
      );
      const lm = (view: string, name: string) => posture.views.find((v) => v.view === view)!.landmarks.find((l) => l.name === name)!;
      if (item['uneven_shoulders']!.value >= 1) {
        const leftHigher = lm('front', 'left_shoulder').y < lm('front', 'right_shoulder').y;
        expect(leftHigher, ctx).toBe(item['uneven_shoulders']!.direction === 'left');
      }
      if (item['forward_head']!.value >= 2) expect(lm('right', 'ear').x, ctx).toBeGreaterThan(lm('right', 'shoulder').x);

      // Pelvis follows the tilt and leg-length items.
      const tilt = item['pelvic_tilt']!;
      expect(Math.abs(pelvis.tiltDeg)).toBe(tilt.value);
      expect(pelvis.outcomes.includes('normal')).toBe(tilt.result === 'normal' && item['leg_length_difference']!.result === 'normal');
      if (tilt.result === 'abnormal') expect(pelvis.risk).toBe('high');

      for (const s of shoulder.sides) {
        expect(s.rating).toBe(rateShoulder(s.rangeDeg));
        expect(s.maxActivityAtDeg).toBeLessThanOrEqual(s.rangeDeg);
      }

      // Spine: every level follows its vertebra's displacement, regions their worst vertebra, pain risk the regions.
      const ideal = idealSpine(subject.heightCm);
      const scores = spine.vertebrae.map((v, k) => vertebraScore(displacementMm(v, ideal[k]!)));
      spine.vertebrae.forEach((v, k) => expect(v.level, ctx).toBe(spineLevel(scores[k]!)));
      for (const r of spine.regions) {
        expect(r.score, ctx).toBe(Math.max(...scores.filter((_, k) => spine.vertebrae[k]!.region === r.region)));
        expect(r.level).toBe(spineLevel(r.score));
      }
      const weighted = spine.regions.reduce((a, r) => a + r.score * REGION_WEIGHTS[r.region], 0);
      expect(Math.abs(spine.overallScore - weighted)).toBeLessThanOrEqual(0.051);
      expect(spine.overallLevel).toBe(spineLevel(spine.overallScore));
      const level = (r: SpineRegion) => spine.regions.find((x) => x.region === r)!.level;
      expect(painRisk.neck).toBe(painRiskOf(level('cervical'), item['forward_head']!.result === 'abnormal'));
      expect(painRisk.lowerBack).toBe(painRiskOf(level('lumbar'), tilt.result === 'abnormal'));
      expect(youthSpine.scoliosisRiskScore).toBe(scoliosisRisk(spine));
      expect(youthSpine.studyPostureLoad).toBe(studyLoad(item['forward_head']!.value));

      // The payload holds exactly the sections of the model and outcome, and the device API accepts it.
      const payload = pickSections(all, model, outcome, subject.age);
      const wanted = expectedSections(model, outcome, subject.age)
        .filter(isMeasured)
        .map((s) => SECTION_FIELD[s]);
      expect(
        Object.keys(payload)
          .filter((k) => k !== 'outcome')
          .sort(),
        ctx,
      ).toEqual([...wanted].sort());
      expect('youthSpine' in payload).toBe(
        model === 'M30' && isYouth(subject.age) && !['posture_failed', 'body_assessment_failed', 'failed'].includes(outcome),
      );
      const checked = validateScan(
        { scanId: newScanId(), measuredAt: now.toISOString(), timezone: 'UTC', subject, ...payload },
        now,
        model,
      );
      expect(checked.ok ? [] : checked.issues, ctx).toEqual([]);
      seen.add(`${model}:${outcome}:${isYouth(subject.age)}`);

      if (i < 40) {
        // The mesh is built from the same girths: its height is the person's.
        const geo = buildBodyGeometry(subject, meshGirths(g));
        const ys = geo.positions.filter((_, k) => k % 3 === 1);
        expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(subject.heightCm / 100, 1);
      }
    }
    expect(seen.size).toBe(2 * OUTCOMES.length * 2);
  });

  it('follows a body composition it is given, and the options of generateMeasurements', () => {
    const subject = { sex: 'male' as const, heightCm: 178, age: 34 };
    const bc = generateBodyComposition(subject, seededRng(3), { weightKg: 80, pbf: 20 });
    const m = generateMeasurements(subject, 'M30', seededRng(4), { bodyComposition: bc });
    expect(m.bodyComposition).toEqual(bc);
    expect(Math.abs(m.girths!.waistGirth / m.girths!.hipGirth - bc.WHR)).toBeLessThan(0.006);
    expect(generateMeasurements(subject, 'S30', seededRng(4), { outcome: 'failed' })).toEqual({ outcome: 'failed' });
    expect(Object.keys(generateMeasurements(subject, 'S30', seededRng(4)))).not.toContain('spine');
  });

  it('is deterministic for a seed and makes unguessable scan ids', () => {
    const a = generateMeasurements({ sex: 'male', heightCm: 180, age: 30 }, 'M30', seededRng(5));
    const b = generateMeasurements({ sex: 'male', heightCm: 180, age: 30 }, 'M30', seededRng(5));
    expect(a).toEqual(b);
    const ids = new Set(Array.from({ length: 1000 }, newScanId));
    expect(ids.size).toBe(1000);
    for (const id of ids) {
      expect(id).toMatch(SCAN_ID);
      expect(Buffer.from(id, 'base64url').length).toBeGreaterThanOrEqual(16);
    }
  });
});

describe('scan generator against the report ranges (server/src/domain/ranges.ts)', () => {
  const RANGED_KEYS = METRIC_KEYS.filter((k) => k !== 'SCORE' && k !== 'METABOLIC_AGE');

  it('rates simulator scans of healthy-weight adults normal on most metrics', () => {
    const rng = seededRng(7);
    const people: Array<{ subject: RangeSubject; weightKg: number; pbf: number }> = [
      { subject: { sex: 'male', heightCm: 178, age: 30 }, weightKg: 75, pbf: 16 },
      { subject: { sex: 'female', heightCm: 165, age: 30 }, weightKg: 60, pbf: 27 },
      { subject: { sex: 'male', heightCm: 170, age: 50 }, weightKg: 68, pbf: 18 },
      { subject: { sex: 'female', heightCm: 158, age: 65 }, weightKg: 55, pbf: 31 },
    ];
    for (const { subject, weightKg, pbf } of people) {
      const scan = generateBodyComposition(subject, rng, { weightKg, pbf });
      const ranges = standardRanges(subject, scan.WT);
      const normal = RANGED_KEYS.filter((k) => rate(scan[k], ranges[k]!) === 'normal');
      expect(normal.length, JSON.stringify({ subject, scan })).toBeGreaterThanOrEqual(12);
      for (const key of ['WT', 'BMI', 'PBF', 'BFM', 'FFM', 'TBW'] as const) expect(normal, key).toContain(key);
    }
  });
});
