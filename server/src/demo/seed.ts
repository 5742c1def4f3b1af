// Demo data: two demo scanners, the demo account with a year of reports, a teenager's account (youth spine),
// all generated as the scanners would send them (first start, idempotent). Development only: removeDemoData
// takes it out of a production database, because the demo keys and accounts are public.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { devices, reportFiles, reports, users, type Model, type Outcome } from '../db/schema.ts';
import { DEMO_DEVICES, DEMO_M30_SERIAL } from './demo-devices.ts';
import { generateAllSections, newScanId, pickSections, seededRng, type Rng } from '../simulator/generate.ts';
import { meshGirths } from '../simulator/generate-shape.ts';
import { buildBodyGlb, scannerMesh } from '../simulator/mesh.ts';
import { SCANNER_VERTICES } from '../scan/glb.ts';
import type { Subject } from '../scan/sections.ts';
import { deleteAccount } from '../domain/account-data.ts';
import { DEMO_KEY_HASHES, deviceBySerial, registerDevice } from '../domain/devices.ts';
import { measurementDocument, storeMesh } from '../domain/scans.ts';

export const DEMO_ACCOUNT = {
  email: 'demo@contour.test',
  phone: '+12015550100',
  name: 'Alex Demo',
  sex: 'male',
  heightCm: 178,
  age: 34,
} as const;
/** A 14-year-old: the youth spine section appears on the M30 reports. */
export const TEEN_ACCOUNT = { email: 'teen@contour.test', name: 'Sam Teen', sex: 'female', heightCm: 158, age: 14 } as const;

const subjectOf = (a: { sex: 'male' | 'female'; heightCm: number; age: number }): Subject => ({
  sex: a.sex,
  heightCm: a.heightCm,
  age: a.age,
});
const DEMO_SUBJECT = subjectOf(DEMO_ACCOUNT);
const DAY = 24 * 3600_000;
const DEMO_TZ = 'America/New_York';

export async function ensureDemoDevices(db: Db): Promise<void> {
  for (const d of DEMO_DEVICES) await registerDevice(db, d.serial, d.model, d.key);
}

/** A training plan at `progress` 0 → 1: weight and fat down, lean mass up, posture better, with day-to-day noise. */
type Plan = { weight: [number, number]; ffm: [number, number]; posture: [number, number] };
const DEMO_PLAN: Plan = { weight: [84, 80], ffm: [64, 65.5], posture: [0.7, 0.3] };
const TEEN_PLAN: Plan = { weight: [47, 48.5], ffm: [36, 37.5], posture: [0.8, 0.45] };

/**
 * One scan of the plan. Its mesh as a scanner makes it (scannerMesh: full density, a fresh reconstruction, the person
 * off the mark and turned a little), from `stance`, an RNG of its own: the measurements stay what they were.
 */
function planned(
  subject: Subject,
  model: Model,
  outcome: Outcome,
  plan: Plan,
  progress: number,
  rng: Rng,
  stance: { rng: Rng; vertices: number },
) {
  const at = ([a, b]: [number, number]) => a + (b - a) * progress;
  const weightKg = at(plan.weight) + (rng() - 0.5) * 0.6;
  const ffm = at(plan.ffm) + (rng() - 0.5) * 0.3;
  const body = generateAllSections(subject, rng, {
    weightKg,
    pbf: ((weightKg - ffm) / weightKg) * 100,
    postureSeverity: at(plan.posture) + (rng() - 0.5) * 0.1,
  });
  return {
    measurements: measurementDocument(pickSections(body, model, outcome, subject.age)),
    mesh: buildBodyGlb(subject, meshGirths(body.girths), scannerMesh(stance.rng, stance.vertices)),
  };
}

type History = { model: Model; count: number; everyDays: number; odd: Record<number, Outcome> };

async function seedHistory(
  tx: Db,
  userId: string,
  subject: Subject,
  plan: Plan,
  histories: History[],
  now: Date,
  rng: Rng,
  meshVertices: number,
): Promise<number> {
  const yesterday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - DAY;
  let total = 0;
  for (const h of histories) {
    const device = DEMO_DEVICES.find((d) => d.model === h.model)!;
    const deviceRow = await deviceBySerial(tx, device.serial);
    if (!deviceRow) throw new Error('demo device missing');
    const rows = [];
    const meshes: Buffer[] = [];
    const span = (h.count - 1) * h.everyDays;
    for (let i = h.count - 1; i >= 0; i--) {
      const measuredAt = new Date(
        yesterday - i * h.everyDays * DAY + (8 + Math.floor(rng() * 10)) * 3600_000 + Math.floor(rng() * 60) * 60_000,
      );
      const outcome: Outcome = h.odd[i] ?? 'complete';
      const progress = 1 - (i * h.everyDays) / Math.max(span, 1);
      const stance = { rng: seededRng(total * 1000 + h.count * 10 + i + (h.model === 'M30' ? 0 : 500)), vertices: meshVertices };
      const { measurements, mesh } = planned(subject, h.model, outcome, plan, progress, rng, stance);
      meshes.push(mesh);
      rows.push({
        scanId: `demo-${h.model}-${String(i).padStart(2, '0')}-${Math.floor(rng() * 0xffffffff)
          .toString(16)
          .padStart(8, '0')}`,
        deviceId: deviceRow.id,
        model: h.model,
        userId,
        boundAt: measuredAt,
        measuredAt,
        timezone: DEMO_TZ,
        outcome,
        modelStatus: 'ready' as const,
        subject,
        measurements,
        createdAt: measuredAt,
      });
    }
    const inserted = await tx.insert(reports).values(rows).returning({ id: reports.id });
    await tx.insert(reportFiles).values(
      inserted.map((r, i) => ({
        reportId: r.id,
        kind: 'mesh' as const,
        contentType: 'model/gltf-binary',
        bytes: meshes[i]!,
        size: meshes[i]!.length,
        createdAt: now,
      })),
    );
    total += inserted.length;
  }
  return total;
}

/** `meshVertices`: the meshes' density (a real scanner's by default; tests keep them light). */
export async function seedDemo(db: Db, now: Date, meshVertices = SCANNER_VERTICES): Promise<{ seeded: boolean; reports: number }> {
  await ensureDemoDevices(db);
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    if (exists) return { seeded: false, reports: 0 };
    const createdAt = new Date(now.getTime() - 400 * DAY);
    const [demo] = await tx
      .insert(users)
      .values({ ...DEMO_ACCOUNT, createdAt })
      .returning();
    const [teen] = await tx
      .insert(users)
      .values({ ...TEEN_ACCOUNT, createdAt })
      .returning();
    const rng = seededRng(20261121);
    // Fortnightly on the M30 and monthly on the S30 for a year; one of each partial outcome along the way.
    let total = await seedHistory(
      tx,
      demo!.id,
      DEMO_SUBJECT,
      DEMO_PLAN,
      [
        { model: 'M30', count: 26, everyDays: 14, odd: { 7: 'posture_failed', 12: 'body_assessment_failed' } },
        { model: 'S30', count: 12, everyDays: 30, odd: { 4: 'body_composition_failed' } },
      ],
      now,
      rng,
      meshVertices,
    );
    // The teenager: weekly for two months, then monthly.
    total += await seedHistory(
      tx,
      teen!.id,
      subjectOf(TEEN_ACCOUNT),
      TEEN_PLAN,
      [
        { model: 'M30', count: 6, everyDays: 7, odd: {} },
        { model: 'S30', count: 3, everyDays: 30, odd: {} },
      ],
      now,
      rng,
      meshVertices,
    );
    return { seeded: true, reports: total };
  });
}

/** A fresh, unbound scan on the demo M30 (with its mesh), as if someone just stepped off the scanner. */
export async function createDemoScan(db: Db, now: Date, meshVertices = SCANNER_VERTICES): Promise<{ scanId: string; model: Model }> {
  const device = await deviceBySerial(db, DEMO_M30_SERIAL);
  if (!device) throw new Error('demo M30 missing; run seedDemo first');
  const rng = seededRng(now.getTime() % 2 ** 31);
  const { measurements, mesh } = planned(DEMO_SUBJECT, 'M30', 'complete', DEMO_PLAN, 1, rng, {
    rng: seededRng(now.getTime() % 7919),
    vertices: meshVertices,
  });
  const scanId = newScanId();
  const [row] = await db
    .insert(reports)
    .values({
      scanId,
      deviceId: device.id,
      model: 'M30',
      measuredAt: now,
      timezone: DEMO_TZ,
      outcome: 'complete',
      subject: DEMO_SUBJECT,
      measurements,
      createdAt: now,
    })
    .returning({ id: reports.id });
  // The demo's meshes stay in the database whatever FILE_STORE says: they are made at every start.
  await storeMesh(db, row!.id, { bytes: mesh, objectKey: null, size: mesh.length }, now);
  return { scanId, model: 'M30' };
}

export type DemoRemoval = { accounts: string[]; devices: string[]; unboundScans: number };

/**
 * For a production start on a database that may have been seeded in development: deletes the demo accounts
 * (everything about them, as an account deletion does), revokes every device that carries a demo key and
 * deletes those devices' unbound scans, so nobody can bind one. The device rows stay: reports point at them.
 * Devices are matched by key, not serial, so a real scanner registered under a demo serial is left alone.
 * Idempotent; the result names what was removed this time.
 */
export async function removeDemoData(db: Db, now: Date): Promise<DemoRemoval> {
  const emails = [DEMO_ACCOUNT.email, TEEN_ACCOUNT.email];
  const accounts = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  for (const account of accounts) await deleteAccount(db, account.id);
  const revoked = await db
    .update(devices)
    .set({ revokedAt: now })
    .where(and(inArray(devices.keyHash, [...DEMO_KEY_HASHES]), isNull(devices.revokedAt)))
    .returning({ serial: devices.serial });
  const demoDeviceIds = db
    .select({ id: devices.id })
    .from(devices)
    .where(inArray(devices.keyHash, [...DEMO_KEY_HASHES]));
  const unbound = await db
    .delete(reports)
    .where(and(inArray(reports.deviceId, demoDeviceIds), isNull(reports.userId)))
    .returning({ id: reports.id });
  return { accounts: accounts.map((a) => a.email ?? a.id), devices: revoked.map((d) => d.serial), unboundScans: unbound.length };
}
