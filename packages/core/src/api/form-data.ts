export type FormFieldValue = string | number | boolean | Blob | null | undefined;

/**
 * Builds a multipart body from plain fields. `null` and `undefined` fields are left out, so an
 * optional file is sent only when one was picked.
 */
export function toFormData(fields: Record<string, FormFieldValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) {
      const fileName = (value as Partial<File>).name;
      form.append(name, value, fileName || name);
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}
