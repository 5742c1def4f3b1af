// The device API's validation, section by section: each bad field is named, and nothing is stored.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../src/db/schema.ts';
import type { Model } from '../src/scan/sections.ts';
import { DEMO_M30_DEVICE_KEY, DEMO_S30_DEVICE_KEY, postScan, scanBody } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reportCount = async () => (await t.db.select({ n: count() }).from(reports))[0]!.n;
const teen = { sex: 'male', heightCm: 162, age: 14 };
type Body = ReturnType<typeof scanBody>;
// The tests poke at nested JSON freely; the device API sees the same untyped input.
type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any
type Case = { name: string; path: string; model?: Model; base?: () => Body; mutate: (b: Json) => void };

const cases: Case[] = [
  { name: 'TBW ≠ ICW + ECW', path: 'bodyComposition.TBW', mutate: (b) => (b.bodyComposition.ICW += 1) },
  { name: 'LM ≠ FFM − TM', path: 'bodyComposition.LM', mutate: (b) => (b.bodyComposition.LM += 1) },
  { name: 'score above 100', path: 'bodyComposition.SCORE', mutate: (b) => (b.bodyComposition.SCORE = 101) },
  { name: 'a missing segment', path: 'segments', mutate: (b) => b.segments.pop() },
  { name: 'a made-up rating', path: 'segments.0.fatRating', mutate: (b) => (b.segments[0].fatRating = 'meh') },
  { name: 'negative muscle', path: 'segments.2.muscleKg', mutate: (b) => (b.segments[2].muscleKg = -1) },
  { name: 'segment fat above BFM', path: 'segments', mutate: (b) => (b.segments[2].fatKg = b.bodyComposition.BFM + 5) },
  { name: 'a missing girth', path: 'girths.hipGirth', mutate: (b) => delete b.girths.hipGirth },
  { name: 'an unknown girth', path: 'girths.kneeGirth', mutate: (b) => (b.girths.kneeGirth = 40) },
  { name: 'an impossible neck', path: 'girths.neckGirth', mutate: (b) => (b.girths.neckGirth = 500) },
  { name: 'a string girth', path: 'girths.bustGirth', mutate: (b) => (b.girths.bustGirth = '90') },
  {
    name: 'waist against WHR × hip',
    path: 'girths.waistGirth',
    mutate: (b) => (b.girths.waistGirth = Math.min(200, b.girths.waistGirth * 1.15)),
  },
  {
    name: 'mid thigh above thigh',
    path: 'girths.leftMidThighGirth',
    mutate: (b) => (b.girths.leftMidThighGirth = b.girths.leftThighGirth + 3),
  },
  { name: 'an unknown result', path: 'posture.items.0.result', mutate: (b) => (b.posture.items[0].result = 'bad') },
  { name: 'a missing posture item', path: 'posture.items', mutate: (b) => b.posture.items.splice(3, 1) },
  { name: 'a wrong unit', path: 'posture.items.0.unit', mutate: (b) => (b.posture.items[0].unit = 'mm') },
  { name: 'a sideways forward head', path: 'posture.items.0.direction', mutate: (b) => (b.posture.items[0].direction = 'left') },
  { name: 'a leg type on the head', path: 'posture.items.0.legType', mutate: (b) => (b.posture.items[0].legType = 'x') },
  { name: 'a landmark off the image', path: 'posture.views.0.landmarks.0.x', mutate: (b) => (b.posture.views[0].landmarks[0].x = 1.5) },
  { name: 'a missing landmark', path: 'posture.views.1', mutate: (b) => b.posture.views[1].landmarks.pop() },
  { name: 'a missing view', path: 'posture.views', mutate: (b) => b.posture.views.pop() },
  { name: 'an impossible shoulder range', path: 'shoulder.sides.0.rangeDeg', mutate: (b) => (b.shoulder.sides[0].rangeDeg = 500) },
  {
    name: 'activity beyond the range',
    path: 'shoulder.sides.1',
    mutate: (b) => (b.shoulder.sides[1].maxActivityAtDeg = b.shoulder.sides[1].rangeDeg + 10),
  },
  { name: 'two left shoulders', path: 'shoulder.sides', mutate: (b) => (b.shoulder.sides[1].side = 'left') },
  {
    name: 'waist lines upside down',
    path: 'waist.lines',
    mutate: (b) => ([b.waist.lines[0].heightCm, b.waist.lines[2].heightCm] = [b.waist.lines[2].heightCm, b.waist.lines[0].heightCm]),
  },
  { name: 'a section larger than its girth', path: 'waist.lines', mutate: (b) => (b.waist.lines[1].sectionCm2 = 3999) },
  { name: 'a waist score above 100', path: 'waist.score', mutate: (b) => (b.waist.score = 120) },
  { name: 'waist girth against girths', path: 'waist.waistGirthCm', mutate: (b) => (b.waist.waistGirthCm += 4) },
  { name: 'normal and a tilt', path: 'pelvis.outcomes', mutate: (b) => (b.pelvis.outcomes = ['normal', 'anterior_tilt']) },
  { name: 'an unknown pelvis risk', path: 'pelvis.risk', mutate: (b) => (b.pelvis.risk = 'extreme') },
  { name: 'a tilt beyond 30°', path: 'pelvis.tiltDeg', mutate: (b) => (b.pelvis.tiltDeg = 45) },
  { name: 'an unknown hip type', path: 'hip.type', mutate: (b) => (b.hip.type = 'triangle') },
  { name: 'hip girth against girths', path: 'hip.hipGirthCm', mutate: (b) => (b.hip.hipGirthCm += 3) },
  { name: '23 vertebrae', path: 'spine.vertebrae', mutate: (b) => b.spine.vertebrae.pop() },
  {
    name: 'vertebrae out of order',
    path: 'spine.vertebrae',
    mutate: (b) => ([b.spine.vertebrae[0].name, b.spine.vertebrae[1].name] = ['C2', 'C1']),
  },
  { name: 'a vertebra a metre aside', path: 'spine.vertebrae.3.x', mutate: (b) => (b.spine.vertebrae[3].x = 1) },
  { name: 'an unknown spine level', path: 'spine.regions.0.level', mutate: (b) => (b.spine.regions[0].level = 'bad') },
  { name: 'an unknown pain risk', path: 'painRisk.neck', mutate: (b) => (b.painRisk.neck = 'none') },
  {
    name: 'a youth spine for an adult',
    path: 'youthSpine',
    mutate: (b) =>
      (b.youthSpine = {
        developmentScore: 80,
        developmentRating: 'good',
        studyPostureLoad: 'low',
        skeletalBalance: 'balanced',
        growingPains: 'safe',
        scoliosisRiskScore: 5,
      }),
  },
  {
    name: 'no youth spine for a 14-year-old',
    path: 'youthSpine',
    base: () => scanBody({ subject: teen }),
    mutate: (b) => delete b.youthSpine,
  },
  {
    name: 'a youth scoliosis score of 200',
    path: 'youthSpine.scoliosisRiskScore',
    base: () => scanBody({ subject: teen }),
    mutate: (b) => (b.youthSpine.scoliosisRiskScore = 200),
  },
  { name: 'an S30 with shoulder function', path: 'shoulder', model: 'S30', mutate: (b) => (b.shoulder = scanBody().shoulder) },
  { name: 'an S30 with a spine', path: 'spine', model: 'S30', mutate: (b) => (b.spine = scanBody().spine) },
  { name: 'an M30 complete without a spine', path: 'spine', mutate: (b) => delete b.spine },
  {
    name: 'an M30 complete with body composition only',
    path: 'posture',
    mutate: (b) => {
      for (const k of ['segments', 'girths', 'posture', 'shoulder', 'waist', 'pelvis', 'hip', 'spine', 'painRisk']) delete b[k];
    },
  },
  { name: 'posture sent when posture failed', path: 'posture', mutate: (b) => (b.outcome = 'posture_failed') },
  { name: 'girths sent when the body assessment failed', path: 'girths', mutate: (b) => (b.outcome = 'body_assessment_failed') },
  {
    name: 'segments sent when body composition failed',
    path: 'segments',
    base: () => scanBody({}, 7, 'M30', { outcome: 'body_composition_failed' }),
    mutate: (b) => (b.segments = scanBody().segments),
  },
  {
    name: 'body composition sent with a failed scan',
    path: 'bodyComposition',
    base: () => scanBody({}, 7, 'M30', { outcome: 'failed' }),
    mutate: (b) => (b.bodyComposition = scanBody().bodyComposition),
  },
];

describe('device API validation', () => {
  it.each(cases)('$name → $path', async ({ path, model = 'M30', base, mutate }) => {
    const before = await reportCount();
    const body: Json = structuredClone(base ? base() : scanBody({}, 7, model));
    mutate(body);
    const res = await postScan(t, body, model === 'S30' ? DEMO_S30_DEVICE_KEY : DEMO_M30_DEVICE_KEY);
    expect(res.status).toBe(400);
    expect((res.body['issues'] as Array<{ path: string }>).map((i) => i.path)).toContain(path);
    expect(await reportCount()).toBe(before);
  });

  it('names every bad field of every section in one answer', async () => {
    const body: Json = structuredClone(scanBody());
    const broken = cases.filter(
      (c) => !c.base && !c.model && !['spine', 'posture', 'girths', 'youthSpine'].includes(c.path) && !c.path.startsWith('spine.vertebrae'),
    );
    const picked = [broken[0]!, broken[4]!, broken[9]!, broken[13]!, broken[18]!, broken[21]!, broken[26]!, broken[29]!, broken[31]!];
    for (const c of picked) c.mutate(body);
    body.spine.vertebrae[3].x = 1;
    const res = await postScan(t, body);
    expect(res.status).toBe(400);
    const paths = (res.body['issues'] as Array<{ path: string }>).map((i) => i.path);
    for (const p of [...picked.map((c) => c.path), 'spine.vertebrae.3.x']) expect(paths).toContain(p);
  });

  it('accepts every section combination the models and outcomes call for, youth included', async () => {
    for (const model of ['M30', 'S30'] as const) {
      for (const outcome of ['complete', 'body_assessment_failed', 'body_composition_failed', 'posture_failed', 'failed'] as const) {
        for (const who of [undefined, teen]) {
          const body = scanBody(who ? { subject: who } : {}, 11, model, { outcome });
          const res = await postScan(t, body, model === 'S30' ? DEMO_S30_DEVICE_KEY : DEMO_M30_DEVICE_KEY);
          expect(res.status, `${model} ${outcome} ${JSON.stringify(res.body)}`).toBe(201);
        }
      }
    }
  });
});
