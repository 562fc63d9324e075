import { STATES, stateIn } from '../case/states';

/**
 * Whether a sales call at a given time is inside the calling window at the lead's location: the
 * federal 8 a.m. to 9 p.m. (47 CFR § 64.1200(c)(1)), 8 a.m. to 8 p.m. where a state says so
 * (knowledge/laws/tcpa-calling-hours.md: Florida, Oklahoma, Maryland). Time zones by each state's
 * main zone, with daylight saving time as the clock has it (Arizona and Hawaii keep standard time).
 */
type Zone = 'Eastern' | 'Central' | 'Mountain' | 'Pacific' | 'Alaska' | 'Hawaii';
const STANDARD_OFFSET: Record<Zone, number> = {
  Eastern: -5,
  Central: -6,
  Mountain: -7,
  Pacific: -8,
  Alaska: -9,
  Hawaii: -10,
};
const ZONE_STATES: Record<Zone, string[]> = {
  Eastern: 'CT DE DC FL GA IN KY ME MD MA MI NH NJ NY NC OH PA RI SC VT VA WV'.split(' '),
  Central: 'AL AR IL IA KS LA MN MS MO NE ND OK SD TN TX WI'.split(' '),
  Mountain: 'AZ CO ID MT NM UT WY'.split(' '),
  Pacific: 'CA NV OR WA'.split(' '),
  Alaska: ['AK'],
  Hawaii: ['HI'],
};
/** States split across two zones: the answer names the main one and says so. */
const SPLIT = new Set(['FL', 'IN', 'KY', 'TN', 'TX', 'KS', 'NE', 'ND', 'SD', 'ID', 'OR', 'MI']);
const NO_DST = new Set(['AZ', 'HI']);
const EIGHT_PM_STATES: Record<string, string> = {
  FL: 'Fla. Stat. § 501.616(6)',
  OK: "Oklahoma's Telephone Solicitation Act of 2022",
  MD: "Maryland's Stop the Spam Calls Act of 2023",
};
const ZONE_WORDS: [RegExp, Zone][] = [
  [/\b(?:eastern|est|edt|et)\b/, 'Eastern'],
  [/\b(?:central|cst|cdt|ct)\b/, 'Central'],
  [/\b(?:mountain|mst|mdt|mt)\b/, 'Mountain'],
  [/\b(?:pacific|pst|pdt|pt)\b/, 'Pacific'],
];

const zoneOf = (state: string): Zone =>
  (Object.keys(ZONE_STATES) as Zone[]).find((z) => ZONE_STATES[z].includes(state))!;

/** US daylight saving time: from the second Sunday of March to the first Sunday of November. */
function inDaylightTime(day: Date): boolean {
  const year = day.getUTCFullYear();
  const nthSunday = (month: number, n: number) => {
    const first = new Date(Date.UTC(year, month, 1));
    return new Date(Date.UTC(year, month, 1 + ((7 - first.getUTCDay()) % 7) + 7 * (n - 1)));
  };
  return day >= nthSunday(2, 2) && day < nthSunday(10, 1);
}

function utcOffset(zone: Zone, state: string | null, day: Date): number {
  const keepsStandard = state ? NO_DST.has(state) : zone === 'Hawaii';
  return STANDARD_OFFSET[zone] + (inDaylightTime(day) && !keepsStandard ? 1 : 0);
}

const CALLING = /\b(?:call|calls|calling|dial|dialing|dialling|text|texting|reach(?:ing)? out|ring)\b/i;
const TIME = /\b(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?(?=[\s,.?!]|$)/gi;

interface SaidTime {
  minutes: number;
  at: number;
  end: number;
  meridiem: 'am' | 'pm' | null;
}

function timesIn(text: string): SaidTime[] {
  const times: SaidTime[] = [];
  for (const m of text.matchAll(TIME)) {
    const hour = Number(m[1]);
    const explicit = m[3] ? (m[3].toLowerCase().startsWith('a') ? 'am' : 'pm') : null;
    // A bare number is a time only with minutes ("6:30"); "8 leads" is a count.
    if (hour < 1 || hour > 12 || (!explicit && !m[2])) continue;
    times.push({
      minutes: (hour % 12) * 60 + Number(m[2] ?? 0),
      at: m.index,
      end: m.index + m[0].length,
      meridiem: explicit,
    });
  }
  // "6:30" beside "8:30pm" shares its half of the day; alone, evening before 7 and morning after.
  const said = times.find((t) => t.meridiem)?.meridiem ?? null;
  for (const t of times) {
    const meridiem = t.meridiem ?? said ?? (t.minutes < 7 * 60 ? 'pm' : 'am');
    if (meridiem === 'pm') t.minutes += 12 * 60;
    t.meridiem = meridiem;
  }
  return times;
}

const STATE_NAMES = Object.entries(STATES)
  .flatMap(([code, name]) => [code.toLowerCase(), name.toLowerCase()])
  .sort((a, b) => b.length - a.length)
  .map((n) => n.replace(/ /g, '\\s+'))
  .join('|');
const STATE_BEFORE_LEADS = new RegExp(
  `\\b(${STATE_NAMES})\\s+(?:leads?|clients?|prospects?|numbers?|people|folks|residents?)\\b`,
  'i',
);
const STATE_AFTER_LEADS = new RegExp(
  `\\b(?:leads?|clients?|prospects?|someone|people|numbers?)\\s+(?:in|from|out of)\\s+(${STATE_NAMES})\\b`,
  'i',
);
const CODE_BY_NAME = new Map(Object.entries(STATES).map(([code, name]) => [name.toLowerCase(), code]));

/** The lead's state: named beside "leads", "client" or "there" ("ca leads", "leads in Arizona", "a FL lead"). */
/** "They're in Florida", "she lives in TX", "at 8:30pm in florida": where the person called is. */
const STATE_OF_PERSON = new RegExp(
  `(?:\\b(?:they'?re|theyre|they are|she'?s|shes|she is|he'?s|hes|he is|lives?|living|located|based)\\s+(?:in|out of)|(?:am|pm|a\\.m\\.|p\\.m\\.|\\d)\\s+in)\\s+(${STATE_NAMES})\\b`,
  'i',
);

function leadState(text: string): string | null {
  const named = (STATE_BEFORE_LEADS.exec(text) ?? STATE_AFTER_LEADS.exec(text) ?? STATE_OF_PERSON.exec(text))?.[1];
  if (!named) return null;
  const code = named.length === 2 ? named.toUpperCase() : CODE_BY_NAME.get(named.toLowerCase().replace(/\s+/g, ' '));
  return code && STATES[code] ? code : null;
}

function clock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const hour = Math.floor(m / 60);
  const label = `${hour % 12 === 0 ? 12 : hour % 12}${m % 60 ? `:${String(m % 60).padStart(2, '0')}` : ''}`;
  return `${label} ${hour < 12 ? 'a.m.' : 'p.m.'}`;
}

/** "Can I text my aged leads at 8:30pm?": the federal window, and the states that close earlier. */
function withoutState(minutes: number): string {
  const names = Object.keys(EIGHT_PM_STATES).map((code) => STATES[code]);
  const early = `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const federal = minutes >= 8 * 60 && minutes < 21 * 60;
  const eight = minutes >= 8 * 60 && minutes < 20 * 60;
  const verdict = !federal
    ? `No: ${clock(minutes)} is outside the federal 8 a.m. to 9 p.m. window for telemarketing calls and texts (47 CFR § 64.1200(c)(1)), which is counted in the lead’s own time zone.`
    : eight
      ? `Yes, if it is ${clock(minutes)} where the lead is: that is inside the federal 8 a.m. to 9 p.m. window (47 CFR § 64.1200(c)(1)) and the 8 p.m. limit some states set.`
      : `Only where the lead’s state allows it: ${clock(minutes)} in the lead’s time zone is inside the federal 8 a.m. to 9 p.m. window (47 CFR § 64.1200(c)(1)), but ${early} end at 8 p.m.`;
  return `${verdict} Go by the lead’s local time, not yours, and have prior express written consent for marketing texts and autodialed calls, after scrubbing the do-not-call lists.`;
}

export function describeCallingHours(question: string, today: Date): string | null {
  const lower = question.toLowerCase();
  // "It's 6:30 there" asks about the lead's time; "best rate out there" does not.
  if (
    !CALLING.test(lower) &&
    !/\b(?:it'?s|its|it is)\s+\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)?\s+(?:over )?there\b/.test(lower)
  )
    return null;
  const [time] = timesIn(lower);
  if (!time) return null;
  const lead = leadState(question);
  if (!lead) return withoutState(time.minutes);
  const leadZone = zoneOf(lead);
  const after = lower.slice(time.end, time.end + 25);
  // Whose clock the time is on: the lead's ("6:30 there"), a named zone ("8:30pm eastern"), or the agent's state.
  let callerZone: Zone | null = null;
  let callerState: string | null = null;
  if (!/^\s*(?:there|their time|local|for (?:them|her|him))\b/.test(after)) {
    callerZone = ZONE_WORDS.find(([re]) => re.test(after))?.[1] ?? null;
    if (!callerZone) {
      const agent =
        /\b(?:i'?m|im|i am|we'?re|based|located|sitting)\s+(?:in|out of)\s+([a-z ]+?)(?:\s+(?:and|dialing|calling|texting)|[,.]|$)/i.exec(
          question,
        );
      callerState = agent ? (stateIn(`in ${agent[1]!.trim()}`) ?? null) : null;
      callerZone = callerState ? zoneOf(callerState) : null;
    }
  }
  const localMinutes = callerZone
    ? time.minutes + (utcOffset(leadZone, lead, today) - utcOffset(callerZone, callerState, today)) * 60
    : time.minutes;
  const closes = EIGHT_PM_STATES[lead] ? 20 * 60 : 21 * 60;
  const inside = localMinutes >= 8 * 60 && localMinutes < closes;
  const place = `${STATES[lead]} (${leadZone}${NO_DST.has(lead) ? ', no daylight saving time' : ''})`;
  const converted =
    callerZone && callerZone !== leadZone
      ? `${clock(time.minutes)} ${callerZone} is ${clock(localMinutes)} in ${place}`
      : `${clock(localMinutes)} in ${place}`;
  const rule = EIGHT_PM_STATES[lead]
    ? `${STATES[lead]}'s 8 a.m. to 8 p.m. window (${EIGHT_PM_STATES[lead]}), stricter than the federal 8 a.m. to 9 p.m. rule`
    : 'the federal 8 a.m. to 9 p.m. window in the called person’s local time (47 CFR § 64.1200(c)(1))';
  const verdict = inside
    ? `Yes: ${converted}, inside ${rule}.`
    : `No: ${converted}, ${localMinutes < 8 * 60 ? 'before' : 'after'} ${rule}.${
        localMinutes < 8 * 60 && callerZone
          ? ` Wait until ${clock(time.minutes + 8 * 60 - localMinutes)} ${callerZone} time.`
          : ''
      }`;
  const split = SPLIT.has(lead) ? ` Parts of ${STATES[lead]} use another time zone: go by the lead’s own area.` : '';
  return `${verdict}${split} The hours are only one rule: scrub the number against the national, state and internal do-not-call lists, and have prior express written consent for autodialed or prerecorded calls and texts.`;
}
