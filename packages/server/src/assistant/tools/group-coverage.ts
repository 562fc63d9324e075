import { readIncome } from './income-multiple';
import { wholeDollars } from './amounts';

/**
 * "He says it's 3x salary, he makes 60k": coverage through work as a multiple of salary, set against the
 * 10 to 15 times income a family that depends on one income commonly needs
 * (knowledge/sales/coverage-at-work-objection.md).
 */
const SALARY_MULTIPLE =
  /\b(\d(?:\.\d)?|one|two|three|four|five)\s*(?:x|×|times)\s*(?:(?:his|her|their|the|annual|base)\s+)?(?:salary|income|pay|earnings|wages)\b/i;
const THROUGH_WORK = /\b(?:work|job|employer|group|benefits?|company|covered|coverage|it'?s|its)\b/i;
const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
const NEED_LOW = 10;
const NEED_HIGH = 15;

export function describeGroupCoverage(question: string): string | null {
  const said = SALARY_MULTIPLE.exec(question);
  if (!said || !THROUGH_WORK.test(question)) return null;
  const income = readIncome(question);
  if (income === null) return null;
  const multiple = WORDS[said[1]!.toLowerCase()] ?? Number(said[1]);
  const work = income * multiple;
  const [low, high] = [income * NEED_LOW, income * NEED_HIGH];
  return `Coverage through work of ${multiple} times salary is about ${wholeDollars(work)} (${multiple} × ${wholeDollars(income)}). A family that depends on that income commonly needs about ${NEED_LOW} to ${NEED_HIGH} times income (${wholeDollars(low)} to ${wholeDollars(high)}), so the gap is roughly ${wholeDollars(Math.max(0, low - work))} to ${wholeDollars(Math.max(0, high - work))}, and group coverage usually ends with the job or converts at a much higher price. Run a needs analysis (DIME) for the exact figure.`;
}
