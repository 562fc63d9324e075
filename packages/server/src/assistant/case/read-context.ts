import type { LeadContext } from '../types';
import { parseHeightInches, parseWeightPounds } from '../tools/measures';
import { emptyCase, mergeCase, type CaseFacts } from './case-facts';
import { readMessage, readProduct, type buildVocabulary } from './read-message';
import { stateIn } from './states';

type Vocabulary = ReturnType<typeof buildVocabulary>;

/** Free-text fields a CRM record may carry about the person's health and history. */
const TEXT_FIELDS = ['notes', 'note', 'conditions', 'health', 'history', 'medical', 'diagnoses', 'health_notes'];
/** Fields read for what they are; any other text field is read like notes. */
const KNOWN_FIELDS = new Set([
  'name',
  'age',
  'sex',
  'gender',
  'state',
  'height',
  'weight',
  'tobacco',
  'medications',
  'product_interest',
  'face_amount',
  'coverage_amount',
  'budget',
  'monthly_budget',
  'lead_id',
  'id',
  'email',
  'phone',
  'stage',
  'source',
  'dob',
  'date_of_birth',
  'birth_date',
  'birthday',
  'address',
  'city',
  'zip',
]);

const text = (value: unknown): string =>
  Array.isArray(value) ? value.map(String).join(', ') : value === undefined || value === null ? '' : String(value);

/** The case the CRM record in view describes (the widget's `context`). */
export function readContext(context: LeadContext, vocabulary: Vocabulary, now: Date): CaseFacts {
  const facts = emptyCase();
  if (context.name) facts.name = String(context.name).slice(0, 80);
  const age = Number(context.age);
  if (Number.isFinite(age) && age > 0 && age < 120) facts.age = Math.round(age);
  const sex = text(context.sex ?? context.gender).toLowerCase();
  if (/^(m|male|man)$/.test(sex)) facts.sex = 'male';
  else if (/^(f|female|woman)$/.test(sex)) facts.sex = 'female';
  const state = context.state
    ? stateIn(String(context.state).length === 2 ? String(context.state).toUpperCase() : String(context.state))
    : undefined;
  if (state) facts.state = state;
  const height = context.height ? parseHeightInches(text(context.height)) : null;
  const weight = context.weight
    ? parseWeightPounds(/\d$/.test(text(context.weight)) ? `${text(context.weight)} lb` : text(context.weight))
    : null;
  if (height !== null) facts.heightInches = height;
  if (weight !== null) facts.weightPounds = weight;
  if (context.tobacco !== undefined && context.tobacco !== '' && context.tobacco !== null) {
    const uses =
      typeof context.tobacco === 'boolean'
        ? context.tobacco
        : /^(y|yes|true|smoker|current)/i.test(String(context.tobacco));
    facts.tobacco = { uses };
  }
  const product = context.product_interest ? readProduct(text(context.product_interest).toLowerCase()) : undefined;
  if (product) facts.product = product;
  const face = Number(context.face_amount ?? context.coverage_amount);
  if (Number.isFinite(face) && face >= 1000) facts.faceAmount = face;
  const budget = Number(context.budget ?? context.monthly_budget);
  if (Number.isFinite(budget) && budget > 0) facts.monthlyBudget = budget;

  // Medications and notes read like a message ("Type 2 diabetes for 6 years, controlled (A1C 6.8)").
  // Every other text field too ("driving": "2 DUIs, license suspended"): CRMs name them as they like.
  const others = Object.entries(context)
    .filter(([key, value]) => !KNOWN_FIELDS.has(key) && !TEXT_FIELDS.includes(key) && typeof value === 'string')
    .map(([, value]) => String(value));
  const said = [text(context.medications), ...TEXT_FIELDS.map((key) => text(context[key])), ...others]
    .filter(Boolean)
    .join('. ');
  if (!said) return facts;
  const fromText = readMessage(said, vocabulary, now).facts;
  // The record's own fields outrank what its notes happen to mention, except tobacco use the notes
  // describe ("vapes daily") against a "no" in the field: the carrier's nicotine test will find it.
  const merged = mergeCase(fromText, facts);
  if (fromText.tobacco?.uses && facts.tobacco?.uses === false)
    merged.tobacco = { ...fromText.tobacco, contradictsRecord: true };
  return merged;
}
