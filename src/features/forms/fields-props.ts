// What each form's field set receives from the form around it.
import type { FormErrors, FormKind, FormValues } from '../../shared/forms.ts';

export interface FieldsProps<K extends FormKind> {
  values: FormValues[K];
  errors: FormErrors;
  onChange: (patch: Partial<FormValues[K]>) => void;
}
