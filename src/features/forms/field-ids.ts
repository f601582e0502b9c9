// The DOM ids of the forms' fields (the error summary links to them) and the labels the summary
// names them by. A group (rating, destinations) is reached through its first option.
import type { FormErrors, FormKind } from '../../shared/forms.ts';
import type { ErrorSummaryItem } from '../../components/error-summary.tsx';
import { roForms } from '../../i18n/ro-forms.ts';

export function fieldId(kind: FormKind, field: string): string {
  return `${kind}-${field.replace(/_/g, '-')}`;
}

export function fieldLabel(kind: FormKind, field: string): string {
  const labels = roForms.labels[kind] as Record<string, string>;
  return roForms.summaryLabels[field] ?? (labels[field] ?? field).replace(/ \(opțional\)$/, '');
}

export function summaryItems(kind: FormKind, errors: FormErrors): ErrorSummaryItem[] {
  const order = Object.keys(roForms.labels[kind]);
  return Object.entries(errors)
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([field, message]) => ({ id: fieldId(kind, field), label: fieldLabel(kind, field), message }));
}

export const summaryId = (kind: FormKind) => `${kind}-erori`;
export const resultId = (kind: FormKind) => `${kind}-rezultat`;

/** The first field of a form (where focus goes when an empty form is shown again). */
export function firstFieldId(kind: FormKind): string {
  return fieldId(kind, Object.keys(roForms.labels[kind])[0] ?? '');
}
