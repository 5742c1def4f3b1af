import type { MetricKey } from '../scan/sections.ts';
import { healthyPbf } from '#shared/shape-prediction.ts';
import { ADULT_AGE } from '#shared/body-metrics.ts';

/**
 * Standard ("normal") ranges of body-composition metrics, from sex, height, age and weight.
 *
 * Every range is built from published reference values (see RANGE_SOURCES). All functions are pure and
 * return unrounded numbers: the UI rounds for display. Inputs are expected in the product limits
 * (height 70–200 cm, age 10–99, weight 10–300 kg); every factor below is positive, so each range is
 * finite with low < high for any positive height and weight.
 */
export type RangeSubject = { sex: 'male' | 'female'; heightCm: number; age: number };
export type Range = { low: number; high: number };
export type Rating = 'low' | 'normal' | 'high';

type Sex = RangeSubject['sex'];
/** [age in years, value] anchors, ascending by age; values between anchors are interpolated linearly. */
type AgeTable = ReadonlyArray<readonly [number, number]>;

function interpolate(table: AgeTable, age: number): number {
  const first = table[0];
  const last = table[table.length - 1];
  if (!first || !last) throw new Error('empty age table');
  if (age <= first[0]) return first[1];
  if (age >= last[0]) return last[1];
  for (let i = 1; i < table.length; i++) {
    const a = table[i - 1];
    const b = table[i];
    if (a && b && age <= b[0]) return a[1] + ((age - a[0]) / (b[0] - a[0])) * (b[1] - a[1]);
  }
  return last[1];
}

const scale = (r: Range, lowFactor: number, highFactor: number): Range => ({ low: r.low * lowFactor, high: r.high * highFactor });

// ---- BMI and standard weight -------------------------------------------------------------------

/** WHO adult BMI classification: normal weight 18.5–24.9 kg/m². */
const ADULT_BMI: Range = { low: 18.5, high: 24.9 };

/**
 * Cole et al. 2000 (IOTF) overweight cut-offs: the BMI centile that passes through 25 kg/m² at 18 years,
 * ages 10–18 (values as published in the paper's table, whole and half years).
 */
const IOTF_OVERWEIGHT: Record<Sex, AgeTable> = {
  male: [
    [10, 19.84],
    [10.5, 20.2],
    [11, 20.55],
    [11.5, 20.89],
    [12, 21.22],
    [12.5, 21.56],
    [13, 21.91],
    [13.5, 22.27],
    [14, 22.62],
    [14.5, 22.96],
    [15, 23.29],
    [15.5, 23.6],
    [16, 23.9],
    [16.5, 24.19],
    [17, 24.46],
    [17.5, 24.73],
    [18, 25],
  ],
  female: [
    [10, 19.86],
    [10.5, 20.29],
    [11, 20.74],
    [11.5, 21.2],
    [12, 21.68],
    [12.5, 22.14],
    [13, 22.58],
    [13.5, 22.98],
    [14, 23.34],
    [14.5, 23.66],
    [15, 23.94],
    [15.5, 24.17],
    [16, 24.37],
    [16.5, 24.54],
    [17, 24.7],
    [17.5, 24.85],
    [18, 25],
  ],
};
/**
 * Youth lower bound: documented simplification of Cole et al. 2007 grade-1 thinness (the centile through
 * 18.5 at 18 y). We scale the IOTF overweight curve by the adult ratio 18.5/25 = 0.74, which reproduces
 * the 18.5 anchor at 18 y and tracks the published thinness curve closely (≈14.7 vs 14.6 at 10 y).
 */
const THINNESS_OVER_OVERWEIGHT = 18.5 / 25;

/** The normal BMI band. IOTF cut-offs reach the adult 18.5/25 at 18 y, so from 18 on the adult band applies. */
function bmiBand(sex: Sex, age: number): Range {
  if (age >= ADULT_AGE) return ADULT_BMI;
  const overweight = interpolate(IOTF_OVERWEIGHT[sex], age);
  // Just below the overweight cut-off, like the adult 24.9 sits below 25.
  return { low: overweight * THINNESS_OVER_OVERWEIGHT, high: overweight - 0.1 };
}

// ---- Body fat percentage -----------------------------------------------------------------------

// ---- Lean-mass composition -----------------------------------------------------------------------

/** Mineral (TM) fraction of FFM: Brozek et al. 1963 reference body 6.8 %; band 6.0–7.5 %. */
const MINERAL_OF_FFM: Range = { low: 0.06, high: 0.075 };
/** Protein fraction of FFM: Brozek 1963 reference body 19.4 %; band 19–20 %. */
const PROTEIN_OF_FFM: Range = { low: 0.19, high: 0.2 };
/** Skeletal muscle / adipose-tissue-free mass, Wang et al. 2001 (MRI), mean ± 1 SD; ATFM taken as ≈ FFM. */
const SM_OF_FFM: Record<Sex, Range> = {
  male: { low: 0.528 - 0.036, high: 0.528 + 0.036 },
  female: { low: 0.473 - 0.037, high: 0.473 + 0.037 },
};
/** ECW/TBW 0.36–0.39 is the usual BIA "balanced" band; ICW is the remainder (0.61–0.64). */
const ECW_OF_TBW: Range = { low: 0.36, high: 0.39 };
/** WHO 2008: substantially increased risk above 0.90 (men) / 0.85 (women); lower bounds are our convention. */
const WHR: Record<Sex, Range> = { male: { low: 0.7, high: 0.9 }, female: { low: 0.65, high: 0.85 } };

// ---- BMR -----------------------------------------------------------------------------------------

/** Mifflin–St Jeor 1990 resting energy expenditure, kcal/day. */
function mifflinStJeor(sex: Sex, weightKg: number, heightCm: number, age: number): number {
  return 10 * weightKg + 6.25 * heightCm - 5 * age + (sex === 'male' ? 5 : -161);
}
/** ±10 % is the accuracy Frankenfield et al. 2005 used to judge REE equations (Mifflin best, ~80 % within). */
const BMR_TOLERANCE = 0.1;
/**
 * Guard for inputs far outside Mifflin's validation sample (e.g. 70 cm, 99 y, 10 kg), where it can go ≤ 0:
 * never centre the band below 10 kcal/kg/day (well under any measured human BMR).
 */
const BMR_FLOOR_PER_KG = 10;

// ---- Public API --------------------------------------------------------------------------------

/** The person's standard range of each metric that has one (SCORE and METABOLIC_AGE have none). */
export function standardRanges(subject: RangeSubject, weightKg: number): Partial<Record<MetricKey, Range>> {
  const { sex, heightCm, age } = subject;
  const h2 = (heightCm / 100) ** 2;
  const BMI = bmiBand(sex, age);
  // The same band the body-shape prediction aims at (one table for both sides: src/shared/shape-prediction.ts).
  const PBF = healthyPbf(sex, age).band;
  // Fat mass from the %fat band at today's weight, so FFM + BFM = WT holds at both ends (brief: BFM = PBF × WT).
  const BFM = { low: (PBF.low / 100) * weightKg, high: (PBF.high / 100) * weightKg };
  const FFM = { low: weightKg - BFM.high, high: weightKg - BFM.low };
  // Spec §9: body water 50–70 % of weight. Kept unnarrowed so the range agrees with the app's explanatory text.
  const TBW = { low: 0.5 * weightKg, high: 0.7 * weightKg };
  const TM = scale(FFM, MINERAL_OF_FFM.low, MINERAL_OF_FFM.high);
  const bmrCentre = Math.max(mifflinStJeor(sex, weightKg, heightCm, age), BMR_FLOOR_PER_KG * weightKg);
  return {
    WT: scale(BMI, h2, h2),
    BMI,
    PBF,
    BFM,
    FFM,
    // Soft lean mass = FFM − minerals: widest plausible mineral share at the low end, smallest at the high end.
    LM: scale(FFM, 1 - MINERAL_OF_FFM.high, 1 - MINERAL_OF_FFM.low),
    TM,
    PROTEIN: scale(FFM, PROTEIN_OF_FFM.low, PROTEIN_OF_FFM.high),
    SM: scale(FFM, SM_OF_FFM[sex].low, SM_OF_FFM[sex].high),
    TBW,
    ECW: scale(TBW, ECW_OF_TBW.low, ECW_OF_TBW.high),
    ICW: scale(TBW, 1 - ECW_OF_TBW.high, 1 - ECW_OF_TBW.low),
    BMR: { low: bmrCentre * (1 - BMR_TOLERANCE), high: bmrCentre * (1 + BMR_TOLERANCE) },
    WHR: WHR[sex],
    // Analyser convention (InBody): level 1–9 normal, 10 and above high.
    VFG: { low: 1, high: 9 },
  };
}

/** low below range.low, high above range.high, else normal (bounds themselves are normal). */
export function rate(value: number, range: Range): Rating {
  if (value < range.low) return 'low';
  if (value > range.high) return 'high';
  return 'normal';
}

/** Each formula's published source, for docs/science.md. */
export const RANGE_SOURCES: ReadonlyArray<{ metrics: MetricKey[]; source: string }> = [
  {
    metrics: ['BMI', 'WT'],
    source:
      'Adults (18+): WHO, Obesity: preventing and managing the global epidemic, Technical Report Series 894 (2000) — normal BMI 18.5–24.9; ' +
      'WT = BMI band × height². Ages 10–17: Cole TJ, Bellizzi MC, Flegal KM, Dietz WH (2000) Establishing a standard definition for child ' +
      'overweight and obesity worldwide, BMJ 320:1240 (upper bound); lower bound approximates Cole TJ, Flegal KM, Nicholls D, Jackson AA ' +
      '(2007) Body mass index cut offs to define thinness in children and adolescents, BMJ 335:194, as 0.74 × the IOTF overweight cut-off.',
  },
  {
    metrics: ['PBF', 'BFM', 'FFM'],
    source:
      'Adults: Gallagher D et al. (2000) Healthy percentage body fat ranges: an approach for developing guidelines based on body mass index, ' +
      'Am J Clin Nutr 72:694–701 (age bands 20–39, 40–59, 60–79). Under 20: McCarthy HD, Cole TJ, Fry T, Jebb SA, Prentice AM (2006) ' +
      'Body fat reference curves for children, Int J Obes 30:598–602, 2nd–85th centile (approximate chart reading). BFM = PBF × WT; FFM = WT − BFM.',
  },
  {
    metrics: ['TBW', 'ICW', 'ECW'],
    source:
      'TBW 50–70 % of body weight (product spec; cf. Wang Z et al. (1999) Hydration of fat-free body mass, Am J Clin Nutr 69:833–841, ' +
      'water ≈ 73 % of FFM). ECW/TBW 0.36–0.39 and ICW/TBW 0.61–0.64: bioimpedance analyser reference band (InBody ECW/TBW interpretation).',
  },
  {
    metrics: ['PROTEIN', 'TM', 'LM'],
    source:
      'Brozek J, Grande F, Anderson JT, Keys A (1963) Densitometric analysis of body composition: revision of some quantitative ' +
      'assumptions, Ann N Y Acad Sci 110:113–140 — reference FFM is 19.4 % protein, 6.8 % mineral. Protein 19–20 % and minerals 6.0–7.5 % ' +
      'of the FFM range; LM (soft lean mass) = FFM − minerals.',
  },
  {
    metrics: ['SM'],
    source:
      'Wang Z et al. (2001) Muscularity in adult humans: proportion of adipose tissue-free body mass as skeletal muscle, Am J Hum Biol ' +
      '13:612–619 — SM/ATFM 0.528 ± 0.036 (men), 0.473 ± 0.037 (women), applied to the FFM range; sex difference consistent with ' +
      'Janssen I, Heymsfield SB, Wang ZM, Ross R (2000) Skeletal muscle mass and distribution in 468 men and women aged 18–88 yr, ' +
      'J Appl Physiol 89:81–88.',
  },
  {
    metrics: ['BMR'],
    source:
      'Mifflin MD, St Jeor ST et al. (1990) A new predictive equation for resting energy expenditure in healthy individuals, ' +
      'Am J Clin Nutr 51:241–247, ±10 % (accuracy band of Frankenfield D, Roth-Yousey L, Compher C (2005) J Am Diet Assoc 105:775–789).',
  },
  {
    metrics: ['WHR'],
    source:
      'WHO (2011) Waist circumference and waist–hip ratio: report of a WHO expert consultation, Geneva, 8–11 December 2008 — ' +
      'high above 0.90 (men) / 0.85 (women). Lower bounds 0.70 / 0.65 are a product convention, not a published cut-off.',
  },
  {
    metrics: ['VFG'],
    source: 'Bioimpedance analyser convention (InBody visceral fat level): 1–9 normal, 10 and above high. No peer-reviewed cut-off.',
  },
];
