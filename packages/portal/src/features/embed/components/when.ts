/** A moment as "Nov 24, 2026, 3:04 PM" in the reader's zone; "" for an invalid time. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
