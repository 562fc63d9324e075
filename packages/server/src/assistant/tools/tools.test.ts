import { describe, expect, it } from 'vitest';
import { bmiFromImperial, bmiCategory, describeBmi } from './bmi';
import { parseHeightInches, parseWeightPounds } from './measures';
import { runTools } from './run-tools';
import { describeFlatExtra, parseTable, tableFromPercent, tablePercent } from './table-rating';

describe('height and weight in any common notation', () => {
  it.each([
    [`5'10"`, 70],
    [`5' 10"`, 70],
    ['5 ft 10 in', 70],
    ['5ft10', 70],
    ['5-10', 70],
    ['70 in', 70],
    ['70"', 70],
    ['6 feet', 72],
    ['5’4”', 64],
  ])('reads %s as %i inches', (text, inches) => {
    expect(parseHeightInches(text)).toBe(inches);
  });

  it('reads centimetres and metres', () => {
    expect(parseHeightInches('178 cm')).toBeCloseTo(70.08, 1);
    expect(parseHeightInches('1.78 m')).toBeCloseTo(70.08, 1);
  });

  it.each([
    ['250 lbs', 250],
    ['250 lb', 250],
    ['250 pounds', 250],
    ['250#', 250],
  ])('reads %s as %i lb', (text, pounds) => {
    expect(parseWeightPounds(text)).toBe(pounds);
  });

  it('reads kilograms', () => {
    expect(parseWeightPounds('113 kg')).toBeCloseTo(249.1, 0);
  });

  it('finds nothing where there is nothing', () => {
    expect(parseHeightInches('what is a graded benefit?')).toBeNull();
    expect(parseWeightPounds('client is 62 years old')).toBeNull();
  });
});

describe('BMI and build', () => {
  it('matches the CDC worked examples', () => {
    expect(bmiFromImperial(70, 250)).toBe(35.9);
    expect(bmiFromImperial(64, 200)).toBe(34.3);
    expect(bmiFromImperial(72, 230)).toBe(31.2);
    expect(bmiFromImperial(66, 180)).toBe(29.1);
  });

  it('names the CDC category at each boundary', () => {
    expect(bmiCategory(18.4)).toBe('underweight');
    expect(bmiCategory(24.9)).toBe('healthy weight');
    expect(bmiCategory(29.9)).toBe('overweight');
    expect(bmiCategory(30)).toBe('obesity class 1');
    expect(bmiCategory(35)).toBe('obesity class 2');
    expect(bmiCategory(40)).toBe('obesity class 3');
  });

  it('says build is judged on the carrier chart, not promised', () => {
    const text = describeBmi(70, 250);
    expect(text).toContain('35.9');
    expect(text).toContain("carrier's build chart");
  });

  it('computes BMI from the question, or from the lead when the question is about build', () => {
    expect(runTools(`My client is 5'10" and 250 lbs, what is his BMI?`, null)[0]).toContain('35.9');
    expect(runTools('What is the BMI of this lead?', { heightInches: 64, weightPounds: 200 })[0]).toContain('34.3');
    expect(runTools('What does graded mean?', { heightInches: 64, weightPounds: 200 })).toEqual([]);
  });
});

describe('table ratings and flat extras', () => {
  it('reads tables by number, letter and percentage', () => {
    expect(parseTable('rated table 4')).toBe(4);
    expect(parseTable('Table D')).toBe(4);
    expect(parseTable('table 16')).toBe(16);
    expect(parseTable('table 17')).toBeNull();
    expect(tableFromPercent(200)).toBe(4);
    expect(tableFromPercent(210)).toBeNull();
  });

  it('adds 25% per table', () => {
    expect(tablePercent(1)).toBe(125);
    expect(tablePercent(4)).toBe(200);
    expect(tablePercent(8)).toBe(300);
    expect(tablePercent(16)).toBe(500);
  });

  it('turns a table and a standard premium into the extra premium', () => {
    const [text] = runTools('What does table 4 do to a $1,200 standard premium?', null);
    expect(text).toContain('200%');
    expect(text).toContain('$1,200.00 extra');
    expect(text).toContain('$2,400.00');
  });

  it('prices a flat extra per thousand of face', () => {
    expect(describeFlatExtra(5, 250_000)).toContain('$1,250.00 a year');
    expect(runTools('what does a $5 flat extra on $250,000 cost?', null)[0]).toContain('$1,250.00 a year');
  });
});
