// Demo data: two demo scanners, the demo account and a year of its reports (first start, idempotent).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { reportFiles, reports, users, type Model, type Outcome } from '../db/schema.ts';
import { DEMO_DEVICES, DEMO_M30_SERIAL } from '../device/demo-devices.ts';
import { estimateGirths, generateBodyComposition, newScanId, seededRng, type Rng, type Subject } from '../device/generate.ts';
import { buildBodyGlb } from '../device/mesh.ts';
import { deviceBySerial, registerDevice } from './devices.ts';
import { storeMesh } from './scans.ts';

export const DEMO_ACCOUNT = {
  email: 'demo@contour.test',
  phone: '+15550100',
  name: 'Alex Demo',
  sex: 'male',
  heightCm: 178,
  age: 34,
} as const;
const DEMO_SUBJECT: Subject = { sex: DEMO_ACCOUNT.sex, heightCm: DEMO_ACCOUNT.heightCm, age: DEMO_ACCOUNT.age };
const DAY = 24 * 3600_000;
const DEMO_TZ = 'America/New_York';

export async function ensureDemoDevices(db: Db): Promise<void> {
  for (const d of DEMO_DEVICES) await registerDevice(db, d.serial, d.model, d.key);
}

/** A year of training: weight −4 kg, fat-free mass +1.5 kg, with day-to-day noise. */
function demoReport(rng: Rng, progress: number, withComposition: boolean) {
  const weightKg = 84 - 4 * progress + (rng() - 0.5) * 0.6;
  const ffm = 64 + 1.5 * progress + (rng() - 0.5) * 0.3;
  const bc = generateBodyComposition(DEMO_SUBJECT, rng, { weightKg, pbf: ((weightKg - ffm) / weightKg) * 100 });
  return { bc: withComposition ? bc : undefined, mesh: buildBodyGlb(DEMO_SUBJECT, estimateGirths(DEMO_SUBJECT, bc)) };
}

export async function seedDemo(db: Db, now: Date): Promise<{ seeded: boolean; reports: number }> {
  await ensureDemoDevices(db);
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    if (exists) return { seeded: false, reports: 0 };
    const [user] = await tx.insert(users).values({ ...DEMO_ACCOUNT, createdAt: new Date(now.getTime() - 400 * DAY) }).returning();
    const rng = seededRng(20261121);
    const yesterday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - DAY;
    const plan: Array<{ model: Model; count: number; everyDays: number; oddOne: number; oddOutcome: Outcome }> = [
      { model: 'M30', count: 26, everyDays: 14, oddOne: 7, oddOutcome: 'posture_failed' },
      { model: 'S30', count: 12, everyDays: 30, oddOne: 4, oddOutcome: 'body_composition_failed' },
    ];
    let total = 0;
    for (const p of plan) {
      const device = DEMO_DEVICES.find((d) => d.model === p.model)!;
      const deviceRow = await deviceBySerial(tx, device.serial);
      if (!deviceRow) throw new Error('demo device missing');
      const rows = [];
      const meshes: Buffer[] = [];
      for (let i = p.count - 1; i >= 0; i--) {
        const measuredAt = new Date(yesterday - i * p.everyDays * DAY + (8 + Math.floor(rng() * 10)) * 3600_000 + Math.floor(rng() * 60) * 60_000);
        const outcome: Outcome = i === p.oddOne ? p.oddOutcome : 'complete';
        const { bc, mesh } = demoReport(rng, 1 - (i * p.everyDays) / 365, outcome !== 'body_composition_failed');
        meshes.push(mesh);
        rows.push({
          scanId: `demo-${p.model}-${String(i).padStart(2, '0')}-${Math.floor(rng() * 0xffffffff).toString(16).padStart(8, '0')}`,
          deviceId: deviceRow.id,
          model: p.model,
          userId: user!.id,
          boundAt: measuredAt,
          measuredAt,
          timezone: DEMO_TZ,
          outcome,
          modelStatus: 'ready' as const,
          subject: DEMO_SUBJECT,
          measurements: { schemaVersion: 1 as const, ...(bc ? { bodyComposition: bc } : {}) },
          createdAt: measuredAt,
        });
      }
      const inserted = await tx.insert(reports).values(rows).returning({ id: reports.id });
      await tx.insert(reportFiles).values(
        inserted.map((r, i) => ({ reportId: r.id, kind: 'mesh' as const, contentType: 'model/gltf-binary', bytes: meshes[i]!, createdAt: now })),
      );
      total += inserted.length;
    }
    return { seeded: true, reports: total };
  });
}

/** A fresh, unbound scan on the demo M30 (with its mesh), as if someone just stepped off the scanner. */
export async function createDemoScan(db: Db, now: Date): Promise<{ scanId: string; model: Model }> {
  const device = await deviceBySerial(db, DEMO_M30_SERIAL);
  if (!device) throw new Error('demo M30 missing; run seedDemo first');
  const rng = seededRng(now.getTime() % 2 ** 31);
  const bc = generateBodyComposition(DEMO_SUBJECT, rng, { weightKg: 80 + rng(), pbf: 19 + rng() });
  const scanId = newScanId();
  const [row] = await db
    .insert(reports)
    .values({
      scanId, deviceId: device.id, model: 'M30', measuredAt: now, timezone: DEMO_TZ, outcome: 'complete',
      subject: DEMO_SUBJECT, measurements: { schemaVersion: 1, bodyComposition: bc }, createdAt: now,
    })
    .returning({ id: reports.id });
  await storeMesh(db, row!.id, buildBodyGlb(DEMO_SUBJECT, estimateGirths(DEMO_SUBJECT, bc)), now);
  return { scanId, model: 'M30' };
}
