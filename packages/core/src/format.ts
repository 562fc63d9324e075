const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions, timeZone: string | undefined) {
  const key = `${JSON.stringify(options)}|${timeZone ?? ''}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, cached);
  }
  return cached;
}

function parts(iso: string, options: Intl.DateTimeFormatOptions, timeZone?: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const found: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter(options, timeZone).formatToParts(date)) found[part.type] = part.value;
  return found;
}

/** A chat message's date as MMM-DD ("Nov-21"); "" for an invalid time. Default zone: the runtime's. */
export function formatMessageDate(iso: string, timeZone?: string): string {
  const p = parts(iso, { month: 'short', day: '2-digit' }, timeZone);
  return p ? `${p.month}-${p.day}` : '';
}

/** An invoice's date as DD MMM, YYYY ("21 Nov, 2026"); "" for an invalid time. */
export function formatInvoiceDate(iso: string, timeZone?: string): string {
  const p = parts(iso, { day: '2-digit', month: 'short', year: 'numeric' }, timeZone);
  return p ? `${p.day} ${p.month}, ${p.year}` : '';
}

/** A chosen card as four groups, three masked: "**** **** **** 4242". */
export function maskCardNumber(lastDigits: string): string {
  return `**** **** **** ${lastDigits}`;
}

/**
 * An absolute URL for a stored relative path (a user's image "/uploads/ab12.png") on the API host;
 * absolute, data and blob URLs pass through. Null stays null.
 */
export function resolveAssetUrl(baseURL: string, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(path)) return path;
  return `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
