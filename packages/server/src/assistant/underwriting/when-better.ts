import type { CaseFacts, DatedRecord } from '../case/case-facts';
import { readCase, type UnderwritingRead } from './engine';
import { fullyRank, FULLY_TEXT, type FullyOutcome } from './outcomes';
import { MONTH_NAMES } from '../tools/insurance-age';

/**
 * "When can he get level?", "how long till preferred?": the date the case reads better, found by
 * ageing every dated fact of the case month by month and reading it again with the same rules,
 * so the answer can never disagree with the read itself.
 */
const ASKS_WHEN =
  /\b(?:when (?:can|could|will|would|does|do|is|should) (?:he|she|they|the client|my client|i|we)\b|how (?:long|soon) (?:until|till|til|before|does (?:he|she|they) (?:have to )?wait|do (?:i|we|they) (?:have to )?wait)|how many (?:more )?(?:months|years|yrs)|when (?:is|does) (?:it|the \w+) (?:drop|come) off)/i;

type Target = { family: 'final_expense' } | { family: 'fully'; atLeast: FullyOutcome | null };

function targetOf(question: string): Target | null {
  const q = question.toLowerCase();
  if (/\b(?:level|day[\s-]?(?:one|1)|full (?:coverage|benefit|face)|first[\s-]day)\b/.test(q)) {
    return { family: 'final_expense' };
  }
  if (/\b(?:preferred plus|pref plus|super preferred)\b/.test(q)) return { family: 'fully', atLeast: 'preferred_plus' };
  if (/\bpreferred\b/.test(q)) return { family: 'fully', atLeast: 'preferred' };
  if (/\b(?:standard plus|std plus)\b/.test(q)) return { family: 'fully', atLeast: 'standard_plus' };
  if (/\bstandard\b/.test(q)) return { family: 'fully', atLeast: 'standard' };
  if (/\b(?:non[- ]?(?:smoker|smoking|tobacco)|nonsmoker)\b/.test(q)) return { family: 'fully', atLeast: null };
  if (
    /\b(?:better|lower|cheaper|improve|off the table|table|rating|rated|class|rates?|approved|coverage|term|qualify)\b/.test(
      q,
    )
  )
    return { family: 'fully', atLeast: null };
  return null;
}

const aged = <T extends DatedRecord>(record: T, months: number): T =>
  record.monthsAgo === undefined ? record : { ...record, monthsAgo: record.monthsAgo + months };

function ageCase(facts: CaseFacts, months: number): CaseFacts {
  const tobacco =
    facts.tobacco?.quitMonthsAgo !== undefined
      ? { ...facts.tobacco, quitMonthsAgo: facts.tobacco.quitMonthsAgo + months }
      : facts.tobacco;
  return {
    ...facts,
    ...(facts.age !== undefined ? { age: facts.age + Math.floor(months / 12) } : {}),
    ...(tobacco ? { tobacco } : {}),
    conditions: facts.conditions.map((c) => aged(c, months)),
    ...(facts.dui ? { dui: aged(facts.dui, months) } : {}),
    ...(facts.felony ? { felony: aged(facts.felony, months) } : {}),
  };
}

const better = (target: Target, now: UnderwritingRead, later: UnderwritingRead): boolean => {
  if (target.family === 'final_expense') return later.combined.final_expense.best === 'level';
  const best = later.combined.fully.best;
  // Ranks count down from the best class: a lower rank is a better class.
  if (target.atLeast) return fullyRank(best) <= fullyRank(target.atLeast);
  return fullyRank(best) < fullyRank(now.combined.fully.best);
};

export function asksWhenBetter(question: string): boolean {
  return ASKS_WHEN.test(question) && targetOf(question) !== null;
}

const monthName = (now: Date, months: number) => {
  const when = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
  return `${MONTH_NAMES[when.getUTCMonth()]} ${when.getUTCFullYear()}`;
};

/** Non-tobacco rates need 12 months without nicotine, counted from the day they quit. */
function whenNonTobacco(facts: CaseFacts, now: Date): string | null {
  const quit = facts.tobacco?.quitMonthsAgo;
  if (quit === undefined || facts.tobacco?.uses) return null;
  if (quit >= 12)
    return 'Now: at 12 months or more nicotine-free, non-tobacco rates are usually available (the best classes often need 3 to 5 years).';
  const months = 12 - quit;
  return `From about ${monthName(now, months)} (${months} month${months === 1 ? '' : 's'} from now), at 12 months nicotine-free, non-tobacco rates are usually available; the best non-tobacco classes often need 3 to 5 years. Apply at tobacco rates now if coverage is needed and ask the carrier to reconsider then, or wait and apply as non-tobacco; the cotinine test must come back clean either way.`;
}

/** The sentence that answers "when", or null when the question does not ask it or no date decides. */
export function whenBetter(question: string, facts: CaseFacts, read: UnderwritingRead, now: Date): string | null {
  if (!ASKS_WHEN.test(question)) return null;
  if (/\b(?:non[- ]?(?:smoker|smoking|tobacco|nicotine)|nonsmoker|tobacco[- ]free)\b/i.test(question))
    return whenNonTobacco(facts, now);
  const target = targetOf(question);
  if (!target) return null;
  const dated =
    facts.conditions.some((c) => c.monthsAgo !== undefined) ||
    facts.dui?.monthsAgo !== undefined ||
    facts.felony?.monthsAgo !== undefined ||
    facts.tobacco?.quitMonthsAgo !== undefined;
  if (!dated) return null;
  const goal =
    target.family === 'final_expense'
      ? 'level (day-one) final expense'
      : target.atLeast
        ? `${FULLY_TEXT[target.atLeast]} on fully underwritten coverage`
        : 'a better class on fully underwritten coverage';
  if (better(target, read, read)) return `Now: ${goal} is already within reach on what you have told me.`;
  // Ten years is past every look-back the rules use.
  for (let months = 1; months <= 120; months += 1) {
    const later = readCase(ageCase(facts, months));
    if (!better(target, read, later)) continue;
    const span =
      months >= 12 && months % 12 === 0 ? `${months / 12} year${months === 12 ? '' : 's'}` : `${months} months`;
    const until =
      target.family === 'final_expense'
        ? `until then expect ${read.combined.final_expense.best === 'decline' ? 'guaranteed issue' : `${read.combined.final_expense.best} coverage`}`
        : `until then expect ${FULLY_TEXT[read.combined.fully.best]}`;
    return `From about ${monthName(now, months)} (${span} from now), when the look-back has passed, ${goal} becomes likely; ${until}. Carriers' look-backs differ (some want a year more), so place coverage now if the client needs it and re-shop then, knowing a replacement restarts the contestable period.`;
  }
  return `Not with time alone: on these facts ${goal} stays out of reach even years from now, whatever the dates.`;
}
