// The person's body composition as a Garmin FIT weight file (GET /api/account/export?format=fit, and one report's with
// ?report=), written with Garmin's own FIT SDK: a file_id of type "weight", then one weight_scale message per report
// that has a body composition. Garmin Connect imports it (Import Data), see docs/exports.md.
import { Encoder, Profile, type DeviceInfoMesg, type FileIdMesg, type WeightScaleMesg } from '@garmin/fitsdk';
import type { ReportRow } from '../../db/schema.ts';

/** A message number of the SDK's profile (its table is keyed by name; a missing name is a bug here). */
function mesgNum(name: 'FILE_ID' | 'DEVICE_INFO' | 'WEIGHT_SCALE'): number {
  const num = Profile.MesgNum[name];
  if (num === undefined) throw new Error(`FIT profile has no ${name}`);
  return num;
}

/** The FIT weight_scale fields Contour fills, from a report's body composition (kg, %, kcal/day, years, level). */
export function weightScaleOf(r: ReportRow): WeightScaleMesg | null {
  const bc = r.measurements.bodyComposition;
  if (!bc) return null;
  return {
    timestamp: r.measuredAt,
    weight: bc.WT,
    percentFat: bc.PBF,
    percentHydration: (bc.TBW / bc.WT) * 100,
    // FIT's bone mass; the scanner measures minerals (inorganic salts), most of which is bone mineral.
    boneMass: bc.TM,
    muscleMass: bc.SM,
    basalMet: bc.BMR,
    metabolicAge: Math.round(bc.METABOLIC_AGE),
    visceralFatRating: Math.round(bc.VFG),
    bmi: bc.BMI,
  };
}

/** The FIT file of these reports' body compositions; a report without one (its composition failed) is left out. */
export async function fitFile(batches: AsyncIterable<ReportRow[]>, now: Date): Promise<Uint8Array> {
  const encoder = new Encoder();
  const fileId: FileIdMesg = { type: 'weight', manufacturer: 'development', product: 0, serialNumber: 1, timeCreated: now };
  const device: DeviceInfoMesg = { timestamp: now, manufacturer: 'development', product: 0, serialNumber: 1 };
  encoder.onMesg(mesgNum('FILE_ID'), fileId);
  encoder.onMesg(mesgNum('DEVICE_INFO'), device);
  for await (const batch of batches) {
    for (const r of batch) {
      const mesg = weightScaleOf(r);
      if (mesg) encoder.onMesg(mesgNum('WEIGHT_SCALE'), mesg);
    }
  }
  return encoder.close();
}
