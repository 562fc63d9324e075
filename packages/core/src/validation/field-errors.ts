/**
 * The failing fields of a form, field → message. Only failing fields are present, and the keys are
 * inserted in the spec's checking order, so the first key is the first failure.
 */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** A message with the severity the spec shows it with (toast type). */
export interface Notice {
  message: string;
  severity: 'info' | 'warning';
}

/** The first message of a form's errors, or null when the form is valid. */
export function firstError(errors: FieldErrors): string | null {
  for (const message of Object.values(errors)) {
    if (message) return message;
  }
  return null;
}

/** True when a form has at least one failing field. */
export function hasErrors(errors: FieldErrors): boolean {
  return firstError(errors) !== null;
}

/** Collects the failing checks, in order, into {@link FieldErrors}. */
export function collectErrors<F extends string>(checks: readonly [F, string | null][]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, message] of checks) {
    if (message !== null && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

/** True when a text input is empty or only whitespace. */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** The fields among `required` whose values are blank (a field outlined red, no message). */
export function missingRequired<F extends string>(
  values: Partial<Record<F, string | null | undefined>>,
  required: readonly F[],
): Set<F> {
  return new Set(required.filter((field) => isBlank(values[field])));
}
