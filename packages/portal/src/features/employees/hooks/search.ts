import type { EmployeeRow } from '@mentor/core';

/** The rows whose name or e-mail contains the search text (case and accents ignored). */
export function filterRows(rows: EmployeeRow[], search: string): EmployeeRow[] {
  const needle = fold(search.trim());
  if (!needle) return rows;
  return rows.filter((row) => fold(row.full_name).includes(needle) || fold(row.email).includes(needle));
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
