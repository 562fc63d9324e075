import { existsSync, readFileSync } from 'node:fs';
import { tokenize } from './text';

export interface SynonymMap {
  /** Agent slang and abbreviations, lower-case → what they stand for. */
  terms: Record<string, string[]>;
  /** Brand drug names → generic names, both lower-case. */
  drugs: Record<string, string>;
}

export function loadSynonyms(file: string): SynonymMap {
  if (!existsSync(file)) return { terms: {}, drugs: {} };
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Partial<SynonymMap>;
  const lower = <T>(record: Record<string, T> | undefined) =>
    Object.fromEntries(Object.entries(record ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return { terms: lower(raw.terms), drugs: lower(raw.drugs) };
}

/**
 * Adds what slang, abbreviations and brand names stand for, so "FE client on eliquis" also searches
 * "final expense" and "apixaban". Multi-word keys ("dnc scrub", "table 4") match as whole phrases.
 */
export function expandQuery(query: string, synonyms: SynonymMap): { expanded: string; expansions: string[] } {
  const words = tokenize(query);
  const padded = ` ${words.join(' ')} `;
  const expansions: string[] = [];
  for (const [key, values] of Object.entries(synonyms.terms)) {
    const phrase = tokenize(key).join(' ');
    if (phrase && padded.includes(` ${phrase} `)) expansions.push(...values);
  }
  for (const [brand, generic] of Object.entries(synonyms.drugs)) {
    const phrase = tokenize(brand).join(' ');
    if (phrase && padded.includes(` ${phrase} `)) expansions.push(generic);
  }
  return { expanded: expansions.length ? `${query} ${expansions.join(' ')}` : query, expansions };
}

/** Brand names found in a text (a lead's medication list), mapped to their generic names. */
export function genericNames(text: string, synonyms: SynonymMap): string[] {
  const padded = ` ${tokenize(text).join(' ')} `;
  return Object.entries(synonyms.drugs)
    .filter(([brand]) => padded.includes(` ${tokenize(brand).join(' ')} `))
    .map(([, generic]) => generic);
}
