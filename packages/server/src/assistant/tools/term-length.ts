/**
 * The term length a need calls for: the shortest standard level period (10, 15, 20, 25 or 30 years)
 * at least as long as the longest need said: years left on the mortgage, or the years until the
 * youngest child is independent (about age 22).
 */
const ASKS =
  /\b(?:what|which|how long (?:a|of a)?|best)\s*(?:term )?(?:length|term)\b|\bterm length\b|\bhow many years\b.{0,20}\bterm\b/i;
const LENGTHS = [10, 15, 20, 25, 30];
const INDEPENDENT_AGE = 22;

export function describeTermLength(question: string, clientAge: number | undefined): string | null {
  const t = question.toLowerCase();
  if (!ASKS.test(t)) return null;
  const needs: { years: number; why: string }[] = [];
  const mortgage =
    /\b(\d{1,2})\s*(?:yrs?|years)\s*(?:left\s+)?(?:on|of|remaining on)\s+(?:the |his |her |their )?mortgage\b|\bmortgage\b[^.,;]{0,20}\b(\d{1,2})\s*(?:yrs?|years)\s*(?:left|to go|remaining)\b/.exec(
      t,
    );
  if (mortgage) {
    const years = Number(mortgage[1] ?? mortgage[2]);
    needs.push({ years, why: `the ${years} years left on the mortgage` });
  }
  const kidAges = [
    ...t.matchAll(
      /\b(\d{1,2})\s*(?:yo|y\/o|year old|yr old|years old)?\s*(?:kid|child|son|daughter|boy|girl)\b|\b(?:kids?|children|sons?|daughters?)\s+(?:are\s+|ages?\s+)?(\d{1,2})(?:\s*(?:and|&|,)\s*(\d{1,2}))?/g,
    ),
  ]
    .flatMap((m) => [m[1], m[2], m[3]])
    .filter((v): v is string => v !== undefined)
    .map(Number)
    .filter((age) => age < INDEPENDENT_AGE);
  if (/\b(?:newborn|new baby|baby|infant|pregnant|expecting)\b/.test(t)) kidAges.push(0);
  if (kidAges.length > 0) {
    const youngest = Math.min(...kidAges);
    const years = INDEPENDENT_AGE - youngest;
    needs.push({
      years,
      why: `the ${years} years until the youngest child is about ${INDEPENDENT_AGE}${youngest === 0 ? ' (a newborn)' : ''}`,
    });
  }
  if (needs.length === 0) return null;
  const longest = needs.reduce((a, b) => (b.years > a.years ? b : a));
  const length = LENGTHS.find((l) => l >= longest.years) ?? 30;
  const past =
    longest.years > 30
      ? ' No standard term is longer than 30 years, so cover the rest with a permanent policy or a second, shorter policy later while still insurable.'
      : '';
  const age =
    clientAge !== undefined
      ? clientAge + length > 80
        ? ` At ${clientAge}, check that the carrier issues a ${length}-year term at that age (many stop 30-year terms around 50 and 20-year terms around 60 to 65).`
        : ` At ${clientAge}, ${length}-year term is available at most carriers.`
      : '';
  const other = needs.length > 1 ? `; the shorter need (${needs.find((n) => n !== longest)!.why}) fits inside it` : '';
  return `${length}-year term: the longest need is ${longest.why}, and ${length} years is the shortest standard level period that covers it${other}.${age}${past} Laddering two policies (for example a 30-year and a 15-year) can cut the cost when a large part of the need ends sooner.`;
}
