import conditionsData from './data/conditions.json' with { type: 'json' };
import factorsData from './data/factors.json' with { type: 'json' };
import medicationsData from './data/medications.json' with { type: 'json' };
import type { ConditionFlag } from '../case/case-facts';
import {
  FINAL_EXPENSE,
  FULLY,
  SIMPLIFIED,
  type Effect,
  type FinalExpenseOutcome,
  type FullyOutcome,
  type SimplifiedOutcome,
} from './outcomes';

/** When a rule applies: every key given must hold for the case. */
export interface RuleWhen {
  within_months?: number;
  a1c_over?: number;
  multiple?: boolean;
  tobacco?: boolean;
  insulin?: boolean;
  complications?: boolean;
  oxygen?: boolean;
  active?: boolean;
  uncontrolled?: boolean;
  untreated?: boolean;
  cured?: boolean;
  severe?: boolean;
  dialysis?: boolean;
  distant_relative?: boolean;
  late_onset?: boolean;
  alcohol?: boolean;
  terminal?: boolean;
  suicide_attempt?: boolean;
  liver_tests?: boolean;
}

export interface Rule {
  when: RuleWhen;
  effect: Effect;
  why: string;
}

export interface ConditionRules {
  id: string;
  name: string;
  aliases: string[];
  /** The knowledge document whose sources back this read. */
  doc: string;
  /** Whether time since the event decides the read (a stent, a stroke), so an unknown date matters. */
  dated: boolean;
  rules: Rule[];
  ask: string[];
}

export interface MedicationRule {
  generic: string;
  conditions: string[];
  flags: ConditionFlag[];
  /** Another common reason for the drug, to say and to ask about. */
  also?: string;
  /** What the drug is for, when the condition's name alone does not say it ("angina"). */
  note?: string;
}

export interface RecordRules {
  doc: string;
  rules: Rule[];
  ask: string[];
}

interface RawRule {
  when?: RuleWhen;
  fully: string[];
  simplified: string;
  final_expense: string[];
  why: string;
}

function check<T extends string>(scale: readonly T[], value: string | undefined, where: string): T {
  if (!scale.includes(value as T)) throw new Error(`underwriting rules: ${where}: unknown outcome "${value}"`);
  return value as T;
}

function toRule(raw: RawRule, where: string): Rule {
  const fullyBest = check<FullyOutcome>(FULLY, raw.fully[0], where);
  const feBest = check<FinalExpenseOutcome>(FINAL_EXPENSE, raw.final_expense[0], where);
  return {
    when: raw.when ?? {},
    why: raw.why,
    effect: {
      fully: { best: fullyBest, worst: check<FullyOutcome>(FULLY, raw.fully[1] ?? fullyBest, where) },
      simplified: check<SimplifiedOutcome>(SIMPLIFIED, raw.simplified, where),
      final_expense: {
        best: feBest,
        worst: check<FinalExpenseOutcome>(FINAL_EXPENSE, raw.final_expense[1] ?? feBest, where),
      },
    },
  };
}

export const CONDITIONS: ConditionRules[] = conditionsData.conditions.map((raw) => ({
  ...raw,
  rules: raw.rules.map((rule, i) => toRule(rule as RawRule, `${raw.id} rule ${i + 1}`)),
}));

export const CONDITION_BY_ID = new Map(CONDITIONS.map((c) => [c.id, c]));

type RawMedication = { generic: string; conditions: string[]; flags?: string[]; also?: string; note?: string };
const toMedication = (raw: RawMedication): MedicationRule => {
  for (const id of raw.conditions) {
    if (!CONDITION_BY_ID.has(id)) throw new Error(`underwriting rules: ${raw.generic}: unknown condition ${id}`);
  }
  return { ...raw, flags: (raw.flags ?? []) as ConditionFlag[] };
};

/** Generic name → what it points to. */
export const MEDICATIONS = new Map<string, MedicationRule>(
  medicationsData.medications.map((raw) => [raw.generic, toMedication(raw)]),
);
/** Brand names whose use differs from their generic's (Wegovy is weight loss, Ozempic diabetes). */
export const BRAND_MEDICATIONS = new Map<string, MedicationRule>(
  Object.entries(medicationsData.brands).map(([brand, raw]) => [brand, toMedication(raw as RawMedication)]),
);

export const FACTORS = factorsData;

const records = (raw: { doc: string; rules: RawRule[]; ask: string[] }, name: string): RecordRules => ({
  doc: raw.doc,
  ask: raw.ask,
  rules: raw.rules.map((rule, i) => toRule(rule, `${name} rule ${i + 1}`)),
});
export const DUI_RULES = records(factorsData.dui as { doc: string; rules: RawRule[]; ask: string[] }, 'dui');
export const CRIMINAL_RULES = records(
  factorsData.criminal as { doc: string; rules: RawRule[]; ask: string[] },
  'criminal',
);

/** A fact with a few kinds, each with its own read, one document and the same questions to ask. */
const kinds = <K extends string>(
  raw: { doc: string; ask: string[]; kinds: Record<K, unknown> },
  name: string,
): { doc: string; ask: string[]; kinds: Record<K, Rule> } => ({
  doc: raw.doc,
  ask: raw.ask,
  kinds: Object.fromEntries(
    Object.entries(raw.kinds).map(([kind, rule]) => [kind, toRule(rule as RawRule, `${name} ${kind}`)]),
  ) as Record<K, Rule>,
});

export type Residency = keyof typeof factorsData.residency.kinds;
/** US residence status → its read (a green card like a citizen, a work visa at many carriers, …). */
export const RESIDENCY_RULES = kinds(factorsData.residency, 'residency');

export type Avocation = keyof typeof factorsData.avocation.kinds;
/** A hazardous hobby → its read: the class health allows, often with a flat extra or an exclusion. */
export const AVOCATION_RULES = kinds(factorsData.avocation, 'avocation');

/** Every knowledge document the rules cite (checked against the knowledge base in a test). */
export function citedDocs(): string[] {
  return [
    ...new Set([
      ...CONDITIONS.map((c) => c.doc),
      FACTORS.build.doc,
      FACTORS.tobacco.doc,
      FACTORS.ages.doc,
      DUI_RULES.doc,
      CRIMINAL_RULES.doc,
      RESIDENCY_RULES.doc,
      ...Object.values(FACTORS.families).map((f) => f.doc),
    ]),
  ];
}
