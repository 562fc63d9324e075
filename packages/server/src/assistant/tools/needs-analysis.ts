/**
 * A DIME needs analysis from what the agent says: Debt (plus final expenses), Income × years to
 * replace, Mortgage, Education; minus existing coverage and savings. Missing parts are named, not
 * guessed (only the years of income default to 10, said as an assumption).
 */
const ASKS =
  /\b(?:dime|needs analysis|how much (?:coverage|insurance|life insurance|term|death benefit) (?:should|do|would|can) (?:i|we) (?:recommend|suggest|quote|write|sell|go for|put (?:him|her|them) (?:in|at))|how much (?:coverage|insurance|life insurance|term|death benefit)\b.*\bneeds?|how much (?:does|do|should) (?:he|she|they|the family|my client) (?:need|get|buy)|run (?:the )?(?:numbers|dime|a needs)|(?:rough|ballpark|good|right|what) face (?:amt|amount)|how much (?:coverage|insurance|life insurance) (?:for|on) (?:him|her|them))\b|\bhow much (?:coverage|insurance|life insurance|term|death benefit)\s*(?:do (?:i|we) (?:go|write)|tho|then)?\s*\??\s*$/i;

const money = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

function amount(text: string, words: string): number | null {
  const re = new RegExp(
    `\\b(?:${words})\\b[^.,;$\\d]{0,25}\\$?\\s*(\\d+(?:\\.\\d+)?)\\s*(k|m|mil|million|thousand)?\\b|\\$?\\s*(\\d+(?:\\.\\d+)?)\\s*(k|m|mil|million|thousand)?\\s*(?:in |of |on (?:the |a )?)?(?:${words})\\b`,
    'i',
  );
  const m = re.exec(text);
  if (!m) return null;
  const value = Number(m[1] ?? m[3]);
  const unit = (m[2] ?? m[4] ?? '').toLowerCase();
  const total = unit === 'k' || unit === 'thousand' ? value * 1000 : /^m/.test(unit) ? value * 1_000_000 : value;
  return total >= 100 ? total : null;
}

/** A figure said just before the words that say what it is for ("100k per kid for college"). */
function amountBefore(text: string, after: RegExp): number | null {
  const m = new RegExp(`\\$?(\\d+(?:\\.\\d+)?)\\s*(k|m|mil|million|thousand)?${after.source}`, 'i').exec(text);
  if (!m) return null;
  const unit = (m[2] ?? '').toLowerCase();
  const value = Number(m[1]) * (unit === 'k' || unit === 'thousand' ? 1000 : /^m/.test(unit) ? 1_000_000 : 1);
  return value >= 100 ? value : null;
}

/**
 * Final expenses said as a need ("figure final exp 15k", "15k for funeral"), not a policy the client
 * already has ("already has 25k burial policy").
 */
function finalExpenseNeed(text: string): number | null {
  const m =
    /\b(?:final exp\w*|funeral|burial|final costs?)\b(?!\s*(?:policy|policies|coverage|plan|insurance))[^.,;$\d]{0,20}\$?\s*(\d+(?:\.\d+)?)\s*(k|thousand)?\b|\$?\s*(\d+(?:\.\d+)?)\s*(k|thousand)?\s*(?:for |in |of )?(?:the )?(?:final exp\w*|funeral|burial|final costs?)\b(?!\s*(?:policy|policies|coverage|plan|insurance))/i.exec(
      text,
    );
  if (!m || /\b(?:has|have|had|existing|already)\b[^.,;]{0,15}$/i.test(text.slice(0, m.index))) return null;
  const value = Number(m[1] ?? m[3]) * (/^(?:k|thousand)$/i.test(m[2] ?? m[4] ?? '') ? 1000 : 1);
  return value >= 100 ? value : null;
}

export function describeNeeds(question: string): string | null {
  if (!ASKS.test(question)) return null;
  const text = question.toLowerCase();
  const income = amount(text, 'makes|earns|earning|income|salary|income of|a year|per year|annually|/yr');
  const mortgage = amount(text, 'mortgage|house|home loan');
  const debt = amount(
    text,
    'debt|debts|car loans?|auto loans?|student loans?|credit cards?|loans|car\\s*\\+\\s*cc|car and cc|cc debt|car (?:payment|note)s?',
  );
  const finalExpenses = finalExpenseNeed(text);
  const existing = amount(text, 'existing|existing coverage|group life|through work|thru work|at work|already has|has');
  // "100k per kid for college": the amount, then whom it is for, then what.
  const education =
    amount(text, 'college|education|tuition|school') ??
    amountBefore(
      text,
      /(?:\s*(?:each|apiece|per (?:kid|child)|a (?:kid|child)))?\s+(?:for|towards?) (?:college|education|tuition|school)\b/,
    );
  const kids = Number(
    /\b(\d|one|two|three|four|five)\s*(?:kids|children|child|sons?|daughters?)\b/
      .exec(text)?.[1]
      ?.replace('one', '1')
      .replace('two', '2')
      .replace('three', '3')
      .replace('four', '4')
      .replace('five', '5') ?? NaN,
  );
  const yearsSaid =
    /\b(\d{1,2})\s*(?:years?|yrs) (?:of )?(?:income|salary|to replace)\b(?!\s*(?:of\s*|is\s*|was\s*)?\$?\d)|\b(?:income|salary)\b[^.,;]{0,20}\b(?:for|x|×|times)\s*(\d{1,2})\s*(?:years?|yrs)\b/
      .exec(text)
      ?.slice(1)
      .find((g) => g !== undefined);
  const years = Number(yearsSaid ?? 10);
  if (income === null && mortgage === null && debt === null) return null;

  const parts: string[] = [];
  const missing: string[] = [];
  let total = 0;
  if (debt !== null) {
    parts.push(`Debt ${money(debt)}`);
    total += debt;
  }
  if (finalExpenses !== null) {
    parts.push(`final expenses ${money(finalExpenses)}`);
    total += finalExpenses;
  }
  if (debt === null)
    missing.push(finalExpenses === null ? 'non-mortgage debts and final expenses' : 'non-mortgage debts');
  else if (finalExpenses === null) missing.push('final expenses');
  if (income !== null) {
    parts.push(`Income ${money(income)} × ${years} years = ${money(income * years)}`);
    total += income * years;
  } else missing.push('income');
  if (mortgage !== null) {
    parts.push(`Mortgage ${money(mortgage)}`);
    total += mortgage;
  } else missing.push('mortgage balance');
  // "2 kids college 100k each": the goal is per child.
  const perChild =
    /\b(?:college|education|tuition|school)\b[^.,;]{0,30}?\d+(?:\.\d+)?\s*k?\s*(?:each|apiece|per (?:kid|child))\b|\d+(?:\.\d+)?\s*k?\s*(?:each|apiece|per (?:kid|child)|a (?:kid|child)) (?:for|towards?) (?:college|education|tuition|school)\b/.test(
      text,
    );
  if (education !== null && perChild && Number.isFinite(kids) && kids > 1) {
    parts.push(`Education ${kids} × ${money(education)} = ${money(education * kids)}`);
    total += education * kids;
  } else if (education !== null) {
    parts.push(`Education ${money(education)}`);
    total += education;
  } else if (Number.isFinite(kids) && kids > 0)
    missing.push(`education goal for ${kids} child${kids > 1 ? 'ren' : ''}`);
  else missing.push('education goals, if any children');
  const less = existing !== null ? ` minus ${money(existing)} of existing coverage = ${money(total - existing)}` : '';
  return `DIME so far: ${parts.join(' + ')}${parts.length > 1 ? ` = ${money(total)}` : ''}${less}${
    missing.length ? `, before ${missing.join(', ')}` : ''
  }. ${missing.length ? 'Add those, subtract' : 'Subtract'} existing life insurance and savings the family could use${existing !== null ? ' (the existing coverage is already out)' : ''}, and the result is the estimated need${
    income !== null && yearsSaid === undefined
      ? ' (10 years of income is an assumption: use the years until the youngest child is independent)'
      : ''
  }. A quick cross-check is 10 to 15 times income${income !== null ? ` (${money(income * 10)} to ${money(income * 15)})` : ''}.`;
}
