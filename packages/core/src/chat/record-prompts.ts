import type { DefaultPrompt } from '../types';
import { recordOf } from './record';

/**
 * Conditions an agent's notes often name, in the words a question uses. Only for wording prompts:
 * the assistant reads the case itself.
 */
const CONDITIONS: readonly [RegExp, string][] = [
  [/\bdiabet/i, 'diabetes'],
  [/atrial fibrillation|\ba-?fib\b/i, 'atrial fibrillation'],
  [/\bcopd\b|emphysema/i, 'COPD'],
  [/sleep apnea/i, 'sleep apnea'],
  [/heart attack|myocardial/i, 'a past heart attack'],
  [/\bstroke\b/i, 'a past stroke'],
  [/cancer/i, 'a cancer history'],
  [/hypertension|high blood pressure/i, 'high blood pressure'],
  [/high cholesterol/i, 'high cholesterol'],
  [/depression|anxiety/i, 'depression or anxiety'],
  [/asthma/i, 'asthma'],
];

const PRODUCTS: readonly [RegExp, string][] = [
  [/indexed universal|\biul\b/i, 'an IUL'],
  [/final expense|burial/i, 'final expense'],
  [/whole life/i, 'whole life'],
  [/guaranteed universal|\bgul\b/i, 'guaranteed universal life'],
  [/universal life/i, 'universal life'],
  [/annuit/i, 'an annuity'],
  [/mortgage/i, 'mortgage protection'],
];

const strings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string' && !!item.trim());

/** "Term life, 20 years" → "20-year term"; other products in the words agents use. */
function productOf(interest: unknown): string {
  const text = strings(interest).join(' ');
  for (const [pattern, words] of PRODUCTS) if (pattern.test(text)) return words;
  const years = /\b(10|15|20|25|30)[\s-]*(?:years?|yrs?)\b/i.exec(text)?.[1];
  return years ? `${years}-year term` : 'term life';
}

function conditionOf(context: Record<string, unknown>): string | null {
  const named = [...strings(context.conditions), ...strings(context.diagnoses)];
  if (named[0]) return named[0].trim();
  const text = [...strings(context.notes), ...strings(context.health)].join(' ');
  return CONDITIONS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** "A", "A and B", "A, B and C". */
function joined(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * Suggested questions written from the record in view, e.g. "Is Maria insurable for 20-year term
 * with diabetes?". Empty when the context names nobody.
 */
export function promptsForRecord(context: Record<string, unknown> | null | undefined): DefaultPrompt[] {
  const record = recordOf(context);
  if (!context || !record) return [];
  const first = record.name?.split(' ')[0] ?? 'this client';
  const possessive = record.name ? `${first}'s` : "this client's";
  const product = productOf(context.product_interest ?? context.product);
  const condition = conditionOf(context);
  const medications = strings(context.medications).slice(0, 2);
  const health = condition ? ` with ${condition}` : medications.length > 0 ? ` on ${joined(medications)}` : '';
  const prompts: DefaultPrompt[] = [
    { title: 'Underwriting', message: `Is ${first} insurable for ${product}${health}?` },
  ];
  const height = strings(context.height)[0];
  const weight = strings(context.weight)[0];
  if (height && weight) {
    prompts.push({ title: 'Build', message: `What rate class does ${possessive} build (${height}, ${weight}) get?` });
  }
  if (context.tobacco === true) {
    prompts.push({ title: 'Tobacco', message: `How do carriers rate ${first} as a tobacco user?` });
  }
  const who = [record.age !== null ? `${record.age}` : null, record.state ? `in ${record.state}` : null].filter(
    Boolean,
  );
  const about = who.length > 0 ? ` (${who.join(', ')})` : '';
  prompts.push({ title: 'Sales', message: `How should I present ${product} to ${first}${about}?` });
  return prompts.slice(0, 3);
}
