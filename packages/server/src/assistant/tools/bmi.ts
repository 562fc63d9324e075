import { formatHeight } from './measures';

export interface BmiResult {
  bmi: number;
  category: string;
  buildOutlook: string;
}

/**
 * BMI to one decimal, as the CDC calculator gives it: weight (lb) ÷ height (in)² × 703, with the
 * exact factor (703.07, from kg ÷ m²): 5'6" and 180 lb is 29.05, shown as 29.1.
 */
export function bmiFromImperial(heightInches: number, weightPounds: number): number {
  const kilograms = weightPounds * 0.45359237;
  const meters = heightInches * 0.0254;
  return Math.round((kilograms / meters ** 2) * 10) / 10;
}

/** CDC adult categories. */
export function bmiCategory(bmi: number): string {
  if (bmi < 18.5) return 'underweight';
  if (bmi < 25) return 'healthy weight';
  if (bmi < 30) return 'overweight';
  if (bmi < 35) return 'obesity class 1';
  if (bmi < 40) return 'obesity class 2';
  return 'obesity class 3';
}

/**
 * What build usually means for the class, by the rough industry pattern (carriers use height/weight
 * charts, not BMI alone): preferred to ~28–30, standard to ~35–38, tables beyond, decline ~45–50+.
 */
export function buildOutlook(bmi: number): string {
  if (bmi < 18.5) return 'very low weight can be rated by some carriers';
  if (bmi <= 28) return 'within the range where the top preferred classes are typically possible on build';
  if (bmi <= 30)
    return 'near the typical top-class build cap (roughly BMI 28–30); best classes depend on the carrier chart';
  if (bmi <= 35) return 'typically standard-range build at many carriers; preferred is unlikely on build';
  if (bmi <= 38)
    return 'at the upper edge of typical standard build (roughly BMI 35–38); some carriers table-rate here';
  if (bmi < 45) return 'typically table-rated on build at most carriers';
  return 'in the range where many carriers decline on build (roughly BMI 45–50+); look at guaranteed issue or graded options';
}

export function describeBmi(heightInches: number, weightPounds: number): string {
  const bmi = bmiFromImperial(heightInches, weightPounds);
  return (
    `BMI for ${formatHeight(heightInches)} and ${Math.round(weightPounds)} lb: ${bmi.toFixed(1)} (CDC category: ${bmiCategory(bmi)}). ` +
    `On build alone this is ${buildOutlook(bmi)}. Carriers underwrite build with their own height/weight chart, so confirm in the carrier's build chart.`
  );
}

/** "Max weight for a 5'9 client to stay under BMI 30": the weight at that BMI for the height. */
export function describeMaxWeight(heightInches: number, bmi: number): string {
  const pounds = (bmi * heightInches * heightInches) / 703;
  const feet = Math.floor(heightInches / 12);
  const inches = Math.round(heightInches - feet * 12);
  return `At ${feet}'${inches}", a BMI of ${bmi} is about ${Math.floor(pounds)} lb (${bmi} × ${heightInches}² ÷ 703 = ${pounds.toFixed(1)}), so the client stays under BMI ${bmi} at up to about ${Math.floor(pounds)} lb. Carriers rate build by their own height and weight chart, not BMI alone, so check the chart's limit for the class you want.`;
}
