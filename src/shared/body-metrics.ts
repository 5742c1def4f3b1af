// The body-composition metrics' keys: the one list, in the schema's BodyMetricKey order, for the server (the scan
// model, server/src/scan/sections.ts), the client (src/features/report/metrics.ts) and the precision table.

export const METRIC_KEYS = [
  'WT',
  'FFM',
  'BFM',
  'LM',
  'TBW',
  'SM',
  'PROTEIN',
  'TM',
  'BMR',
  'WHR',
  'BMI',
  'PBF',
  'VFG',
  'ICW',
  'ECW',
  'METABOLIC_AGE',
  'SCORE',
] as const;
export type MetricKey = (typeof METRIC_KEYS)[number];

/** From this age a report is rated as an adult's (ranges, ideal weight, goals); younger, by the youth standards. */
export const ADULT_AGE = 18;
