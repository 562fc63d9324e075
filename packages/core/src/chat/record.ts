/**
 * The CRM record a thread is about: who it is, read from the widget's context. The server keeps it
 * with the thread (`chat_heads.record`); the widget compares it with the record in view.
 */
export interface ThreadRecord {
  /** What tells records apart: the CRM's id when the context has one, else the name. */
  key: string;
  name: string | null;
  age: number | null;
  state: string | null;
}

/** Context fields that carry a CRM id, most specific first. */
const ID_FIELDS = ['lead_id', 'record_id', 'contact_id', 'client_id', 'id', '_id'] as const;
const MAX_KEY = 200;
const MAX_TEXT = 120;

function textOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, MAX_TEXT) : null;
}

function nameOf(context: Record<string, unknown>): string | null {
  const whole = textOf(context.name) ?? textOf(context.full_name);
  if (whole) return whole;
  const parts = [textOf(context.first_name), textOf(context.last_name)].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

function ageOf(value: unknown): number | null {
  const age = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof age === 'number' && Number.isInteger(age) && age >= 0 && age <= 130 ? age : null;
}

/** The record a context describes, or null when it names nobody (no id and no name). */
export function recordOf(context: Record<string, unknown> | null | undefined): ThreadRecord | null {
  if (!context || typeof context !== 'object') return null;
  const name = nameOf(context);
  const id = ID_FIELDS.map((field) => textOf(context[field])).find(Boolean);
  const key = id ? `id:${id}` : name ? `name:${name.toLowerCase()}` : null;
  if (!key) return null;
  return { key: key.slice(0, MAX_KEY), name, age: ageOf(context.age), state: textOf(context.state) };
}

/** Whether two records are the same person (both absent counts as the same). */
export function sameRecord(a: ThreadRecord | null | undefined, b: ThreadRecord | null | undefined): boolean {
  return (a?.key ?? null) === (b?.key ?? null);
}

/** "Maria Gonzalez · 58 · TX": the record as a chip shows it. */
export function recordLabel(record: ThreadRecord): string {
  return [record.name ?? 'This record', record.age, record.state].filter((part) => part !== null).join(' · ');
}

/** A stored record read back (the server's JSON column, or storage): null unless it is whole. */
export function parseThreadRecord(value: unknown): ThreadRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.key !== 'string' || !raw.key) return null;
  return {
    key: raw.key,
    name: typeof raw.name === 'string' ? raw.name : null,
    age: ageOf(raw.age),
    state: typeof raw.state === 'string' ? raw.state : null,
  };
}
