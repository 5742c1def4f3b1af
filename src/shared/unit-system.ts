// The unit system a person reads values in, stored on the device, in the account and in the page cookie. Apart from
// units.ts (conversion and formatting, which the report screens load) so that reading a stored choice costs nothing.
import * as v from 'valibot';

export const UnitSchema = v.picklist(['metric', 'imperial']);
export type Unit = v.InferOutput<typeof UnitSchema>;
