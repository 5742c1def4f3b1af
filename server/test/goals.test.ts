// Goals through the API, on PGlite and PostgreSQL: set from one's own report, one in progress per value, the same id
// stored once, ended; refused for a young person, a target within measurement variation, a date or value out of
// range; nothing of anyone else's, in either direction; in the data export.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leastSignificantChange } from '#shared/precision.ts';
import { errorCode } from './account-fixtures.ts';
import { postScan, scanBody, subject } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const GOAL = 'id metric model startValue startAt targetValue targetAt createdAt endedAt';
const SET = `mutation($i: GoalInput!) { setGoal(input: $i) { ${GOAL} } }`;
const END = `mutation($id: ID!) { endGoal(id: $id) { ${GOAL} } }`;
const LIST = `{ goals { ${GOAL} } }`;

type Goal = {
  id: string;
  metric: string;
  model: string;
  startValue: number;
  targetValue: number;
  targetAt: string;
  endedAt: string | null;
};

/** A person with one bound M30 report (of `who`); its id and its weight. */
async function personWithReport(email: string, who = subject) {
  const { token } = await t.signIn(email);
  const body = scanBody({ subject: who }, 9);
  expect((await postScan(t, body)).status).toBe(201);
  const bound = await t.gql('mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }', { s: body.scanId }, token);
  expect(bound.errors).toBeUndefined();
  const reportId = (bound.data!['bindScan'] as { report: { id: string } }).report.id;
  return { token, reportId, weight: body.bodyComposition!.WT, waist: body.girths!.waistGirth };
}

const inDays = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();

describe('goals', () => {
  it('sets a goal from a report, stores a replayed one once, replaces the goal of the same value, and ends it', async () => {
    const me = await personWithReport('goal-owner@example.com');
    const input = { id: randomUUID(), metric: 'WT', reportId: me.reportId, targetValue: me.weight - 5, targetAt: inDays(84) };
    const set = await t.gql(SET, { i: input }, me.token);
    expect(set.errors).toBeUndefined();
    expect(set.data!['setGoal']).toMatchObject({
      id: input.id,
      metric: 'WT',
      model: 'M30',
      startValue: me.weight,
      targetValue: me.weight - 5,
      endedAt: null,
    });
    // The same goal sent again (an offline queue's replay): stored once.
    expect((await t.gql(SET, { i: input }, me.token)).data!['setGoal']).toMatchObject({ id: input.id });
    expect((await t.gql(LIST, {}, me.token)).data!['goals']).toHaveLength(1);

    // A waist goal beside it, and a new weight goal in place of the first (a second apart each: the list's order).
    t.clock.advance(1000);
    const waist = { id: randomUUID(), metric: 'waistGirth', reportId: me.reportId, targetValue: me.waist - 6, targetAt: inDays(120) };
    expect((await t.gql(SET, { i: waist }, me.token)).errors).toBeUndefined();
    t.clock.advance(1000);
    const again = { ...input, id: randomUUID(), targetValue: me.weight - 8 };
    expect((await t.gql(SET, { i: again }, me.token)).errors).toBeUndefined();
    const goals = (await t.gql(LIST, {}, me.token)).data!['goals'] as Goal[];
    expect(goals.map((g) => [g.metric, g.targetValue])).toEqual([
      ['waistGirth', me.waist - 6],
      ['WT', me.weight - 8],
    ]);

    const ended = await t.gql(END, { id: again.id }, me.token);
    expect((ended.data!['endGoal'] as Goal).endedAt).not.toBeNull();
    expect(((await t.gql(LIST, {}, me.token)).data!['goals'] as Goal[]).map((g) => g.metric)).toEqual(['waistGirth']);
    expect(errorCode(await t.gql(END, { id: again.id }, me.token))).toBe('NOT_FOUND');

    // All three are in the data export, ended ones too.
    const res = await t.request('/api/account/export', { headers: { authorization: `Bearer ${me.token}` } });
    const data = (await res.json()) as { goals: Goal[] };
    expect(data.goals.map((g) => [g.metric, g.targetValue, g.endedAt !== null])).toEqual([
      ['WT', me.weight - 5, true],
      ['waistGirth', me.waist - 6, false],
      ['WT', me.weight - 8, true],
    ]);
  });

  it("touches nothing of anyone else's: their report, their goal, their goal's id", async () => {
    const owner = await personWithReport('goal-a@example.com');
    const stranger = await personWithReport('goal-b@example.com');
    const input = { id: randomUUID(), metric: 'WT', reportId: owner.reportId, targetValue: owner.weight - 5, targetAt: inDays(84) };
    expect((await t.gql(SET, { i: input }, owner.token)).errors).toBeUndefined();

    // The owner's report as a start, the owner's goal's id for one's own, ending the owner's goal.
    expect(errorCode(await t.gql(SET, { i: { ...input, id: randomUUID() } }, stranger.token))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(SET, { i: { ...input, reportId: stranger.reportId } }, stranger.token))).toBe('BAD_INPUT');
    expect(errorCode(await t.gql(END, { id: input.id }, stranger.token))).toBe('NOT_FOUND');
    expect((await t.gql(LIST, {}, stranger.token)).data!['goals']).toEqual([]);
    // Nothing changed for the owner.
    expect((await t.gql(LIST, {}, owner.token)).data!['goals']).toMatchObject([
      { id: input.id, endedAt: null, targetValue: owner.weight - 5 },
    ]);
    // And no session, no goals.
    expect(errorCode(await t.gql(LIST, {}))).toBe('UNAUTHORIZED');
    expect(errorCode(await t.gql(SET, { i: input }))).toBe('UNAUTHORIZED');
  });

  it('refuses a young person, a target within measurement variation, and dates or values out of range, storing nothing', async () => {
    const young = await personWithReport('goal-young@example.com', { sex: 'male', heightCm: 160, age: 15 });
    const youth = { id: randomUUID(), metric: 'WT', reportId: young.reportId, targetValue: young.weight - 5, targetAt: inDays(84) };
    expect(errorCode(await t.gql(SET, { i: youth }, young.token))).toBe('GOAL_YOUTH');
    expect((await t.gql(LIST, {}, young.token)).data!['goals']).toEqual([]);

    const me = await personWithReport('goal-checks@example.com');
    const base = { metric: 'WT', reportId: me.reportId, targetValue: me.weight - 5, targetAt: inDays(84) };
    const lsc = leastSignificantChange('WT', 'M30');
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ targetValue: me.weight - lsc * 0.9 }, 'GOAL_WITHIN_VARIATION'],
      [{ targetValue: 500 }, 'BAD_INPUT'],
      [{ targetAt: inDays(3) }, 'BAD_INPUT'],
      [{ targetAt: inDays(800) }, 'BAD_INPUT'],
      [{ reportId: 'not-a-report' }, 'NOT_FOUND'],
      [{ id: 'not-a-uuid' }, 'BAD_INPUT'],
    ];
    for (const [change, code] of refused) {
      expect(errorCode(await t.gql(SET, { i: { id: randomUUID(), ...base, ...change } }, me.token)), JSON.stringify(change)).toBe(code);
    }
    expect(errorCode(await t.gql(SET, { i: { id: randomUUID(), ...base, metric: 'BMI' } }, me.token))).toBeDefined();
    expect((await t.gql(LIST, {}, me.token)).data!['goals']).toEqual([]);
    // A target just beyond the least significant change is a goal.
    expect((await t.gql(SET, { i: { id: randomUUID(), ...base, targetValue: me.weight - lsc * 1.05 } }, me.token)).errors).toBeUndefined();
  });
});
