// Goals (issue 20): one in progress per value (weight, body fat, skeletal muscle, waist), set on one of the person's
// reports, with a target and a date. The progress is computed where it is shown, from the person's own measurements
// (src/shared/goals.ts), so it works offline; the server keeps the goals and checks what may be set.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { goals, type ReportRow } from '../db/schema.ts';
import { AppError } from './errors.ts';
import { isUuid, ownedReport } from './reports.ts';
import { ratedSubject } from './report-views.ts';
import { METRIC_RANGES } from '../scan/payload-parts.ts';
import { GIRTH_RANGES } from '../scan/sections.ts';
import { GOAL_METRICS, leastSignificantChange, withinVariation, type GoalMetric } from '#shared/precision.ts';
import { DAY_MS } from '#shared/dates.ts';
import { GOAL_MAX_DAYS, GOAL_MIN_DAYS } from '#shared/goals.ts';
import { ADULT_AGE } from '#shared/body-metrics.ts';

export type GoalRow = typeof goals.$inferSelect;

/** The value of `metric` in a report, or null when the report does not hold it. */
export function goalValue(report: Pick<ReportRow, 'measurements'>, metric: GoalMetric): number | null {
  const m = report.measurements;
  const value = metric === 'waistGirth' ? m.girths?.waistGirth : m.bodyComposition?.[metric];
  return typeof value === 'number' ? value : null;
}

/** The range a target may take: the scanner's sane range of the value (outside it is no body). */
const saneRange = (metric: GoalMetric): [number, number] => (metric === 'waistGirth' ? GIRTH_RANGES.waistGirth : METRIC_RANGES[metric]);

/** The caller's goals in progress, oldest first. */
export function goalsInProgress(db: Db, userId: string): Promise<GoalRow[]> {
  return db
    .select()
    .from(goals)
    .where(and(eq(goals.userId, userId), isNull(goals.endedAt)))
    .orderBy(asc(goals.createdAt), asc(goals.id));
}

export type GoalInput = { id: string; metric: GoalMetric; reportId: string; targetValue: number; targetAt: Date };

/**
 * Sets a goal from one of the caller's reports (its value is the start), ending the goal of the same value that was in
 * progress. The same id again (an offline change sent twice) gives the stored goal. Refused for a person under 18
 * (the youth sections speak instead), for a report without the value, a date less than a week or more than two years
 * ahead, a target outside the value's sane range, or a change within measurement variation (it could not be seen).
 */
export async function setGoal(db: Db, userId: string, input: GoalInput, now: Date): Promise<GoalRow> {
  if (!isUuid(input.id)) throw new AppError('BAD_INPUT', 'The goal id must be a UUID');
  if (!GOAL_METRICS.includes(input.metric)) throw new AppError('BAD_INPUT', 'No goal can be set for this value');
  const [existing] = await db.select().from(goals).where(eq(goals.id, input.id));
  if (existing) {
    if (existing.userId !== userId) throw new AppError('BAD_INPUT', 'This goal id is taken');
    return existing;
  }
  const report = await ownedReport(db, userId, input.reportId);
  if (ratedSubject(report).age < ADULT_AGE) throw new AppError('GOAL_YOUTH', 'Goals are for people of 18 and over');
  const start = goalValue(report, input.metric);
  if (start === null) throw new AppError('BAD_INPUT', 'This report does not hold that value');
  const [low, high] = saneRange(input.metric);
  if (!Number.isFinite(input.targetValue) || input.targetValue < low || input.targetValue > high) {
    throw new AppError('BAD_INPUT', `The target must be between ${low} and ${high}`);
  }
  if (withinVariation(input.targetValue - start, leastSignificantChange(input.metric, report.model))) {
    throw new AppError('GOAL_WITHIN_VARIATION', 'The target is within measurement variation of the start');
  }
  const days = (input.targetAt.getTime() - now.getTime()) / DAY_MS;
  if (!(days >= GOAL_MIN_DAYS - 1 && days <= GOAL_MAX_DAYS)) {
    throw new AppError('BAD_INPUT', `The date must be between ${GOAL_MIN_DAYS} days and ${GOAL_MAX_DAYS} days ahead`);
  }
  return db.transaction(async (tx) => {
    await tx
      .update(goals)
      .set({ endedAt: now })
      .where(and(eq(goals.userId, userId), eq(goals.metric, input.metric), isNull(goals.endedAt)));
    const [row] = await tx
      .insert(goals)
      .values({
        id: input.id,
        userId,
        metric: input.metric,
        model: report.model,
        startValue: start,
        startAt: report.measuredAt,
        targetValue: input.targetValue,
        targetAt: input.targetAt,
        createdAt: now,
      })
      .returning();
    return row!;
  });
}

/** Ends one of the caller's goals in progress (NOT_FOUND for anyone else's, or one already ended). */
export async function endGoal(db: Db, userId: string, id: string, now: Date): Promise<GoalRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'No such goal');
  const [row] = await db
    .update(goals)
    .set({ endedAt: now })
    .where(and(eq(goals.id, id), eq(goals.userId, userId), isNull(goals.endedAt)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'No such goal');
  return row;
}
