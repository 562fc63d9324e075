import { AMOUNT, readAmount, wholeDollars } from './amounts';

/**
 * Financial underwriting in numbers: the coverage an income typically justifies at the client's age
 * (knowledge/underwriting/financial-underwriting.md: about 30× income under 40, 20× in the 40s, 15× in
 * the 50s, 10× in the 60s, 5× from 70), set against the amount asked for.
 */
const MULTIPLES: [upToAge: number, multiple: number][] = [
  [39, 30],
  [49, 20],
  [59, 15],
  [69, 10],
  [Infinity, 5],
];

const PER_YEAR = String.raw`\s*(?:\/\s*(?:yr|year)|a year|per year|annually|yearly|salary|income)`;
/** "making 60k/yr", "earns $85,000", "income 70k", "60k a year": an income, never a face amount. */
export const INCOME_PHRASE = new RegExp(
  String.raw`\b(?:making|makes|make|earn(?:s|ing)?|income(?: of| is)?|salary(?: of| is)?|paid)\s*(?:about |around |like |maybe |only )?${AMOUNT}(?:${PER_YEAR})?|${AMOUNT}${PER_YEAR}\b`,
  'gi',
);

export function readIncome(question: string): number | null {
  const lower = question.toLowerCase();
  for (const match of lower.matchAll(INCOME_PHRASE)) {
    const amount = readAmount(match[0], new RegExp(AMOUNT));
    // "makes 60k" is an income; "makes 1200 a month" is not an annual figure.
    if (amount !== null && amount >= 10_000 && amount <= 20_000_000) return amount;
  }
  return null;
}

const ASKS_LIMIT =
  /\b(?:approv\w*|justif\w*|max(?:imum)?|most (?:coverage|they|he|she|i)|how much (?:coverage |term |life |insurance )?(?:can|could|will|would)|give (?:it|him|her|them|that)|qualify for|too much|allow|over[- ]?insur\w*|cap (?:him|her)|limit|push(?:ing)? ?back|pushback|balk\w*|flag (?:it|that)|issue (?:it|that|the full)|get (?:that|the full) (?:much|amount))\b/i;

export function multipleAt(age: number): number {
  return MULTIPLES.find(([upTo]) => age <= upTo)![1];
}

export function describeIncomeMultiple(
  question: string,
  known: { age?: number | undefined; faceAmount?: number | undefined },
): string | null {
  if (!ASKS_LIMIT.test(question)) return null;
  const income = readIncome(question);
  if (income === null) return null;
  const age = known.age;
  const face = known.faceAmount !== undefined && known.faceAmount !== income ? known.faceAmount : null;
  if (age === undefined)
    return `Financial underwriting: carriers typically allow about 30 times income under 40, 20 times in the 40s, 15 times in the 50s, 10 times in the 60s and 5 times from 70, counting coverage already in force; on ${wholeDollars(income)} a year that is about ${wholeDollars(income * 20)} in the 40s or ${wholeDollars(income * 30)} under 40.`;
  const multiple = multipleAt(age);
  const limit = income * multiple;
  const verdict =
    face === null
      ? ''
      : face <= limit
        ? ` ${wholeDollars(face)} fits within that, provided existing coverage plus the new policy stays under it.`
        : ` ${wholeDollars(face)} is about ${(face / income).toFixed(0)} times income, so it is unlikely to be approved on income alone: expect it to be cut back to about ${wholeDollars(limit)} unless net worth, a business need or other documented income justifies more.`;
  return `Financial underwriting: at ${age}, carriers typically allow about ${multiple} times income, so ${wholeDollars(income)} a year justifies about ${wholeDollars(limit)} in total coverage, counting coverage already in force.${verdict} Multiples vary by carrier: confirm in its field underwriting guide.`;
}

/** A reply that leads with the income-multiple figure: a financial question, not a medical read. */
export function isIncomeMultiple(result: string): boolean {
  return result.startsWith('Financial underwriting:');
}
