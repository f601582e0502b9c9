// What is returned and why: one row per product (name, pieces, one of the shop's reasons), rows
// added and removed, and the optional photos (checked here by type and size before they are sent).
import { Button } from '../../components/button.tsx';
import { Field, FieldFrame, useFieldIds } from '../../components/field.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { roReturnPortal } from '../../i18n/ro-return-portal.ts';
import { fieldId, MAX_PHOTOS, PHOTO_TYPES, type ItemValues } from './return-form-state.ts';

const t = roReturnPortal.details;
const MAX_ITEMS = 50;

interface ItemsProps {
  items: ItemValues[];
  reasons: readonly string[];
  error: (key: string) => string | null;
  onChange: (items: ItemValues[]) => void;
}

export function ReturnItemsFields({ items, reasons, error, onChange }: ItemsProps) {
  const set = (i: number, patch: Partial<ItemValues>) => onChange(items.map((item, j) => (j === i ? { ...item, ...patch } : item)));
  const reasonOptions = [{ value: '', label: t.reasonPick }, ...reasons.map((r) => ({ value: r, label: r }))];
  return (
    <fieldset className="return-step__group">
      <legend className="return-portal__legend">{t.itemsTitle}</legend>
      <ol className="return-items">
        {items.map((item, i) => (
          <li key={i} className="return-items__row" aria-label={t.item(i + 1)}>
            <Field id={fieldId(`items.${i}.name`)} label={t.itemName} required value={item.name} limit={200} error={error(`items.${i}.name`)} onChange={(e) => set(i, { name: e.currentTarget.value })} />
            <div className="return-step__pair">
              <Field
                id={fieldId(`items.${i}.quantity`)}
                className="return-items__quantity"
                label={t.quantity}
                type="number"
                min={1}
                max={99}
                inputMode="numeric"
                required
                value={item.quantity}
                error={error(`items.${i}.quantity`)}
                onChange={(e) => set(i, { quantity: e.currentTarget.value })}
              />
              <SelectField id={fieldId(`items.${i}.reason`)} label={t.reason} required options={reasonOptions} value={item.reason} error={error(`items.${i}.reason`)} onChange={(e) => set(i, { reason: e.currentTarget.value })} />
            </div>
            {items.length > 1 ? (
              <Button variant="ghost" onClick={() => onChange(items.filter((_, j) => j !== i))}>
                {t.removeItem(i + 1)}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {items.length < MAX_ITEMS ? (
        <Button variant="secondary" onClick={() => onChange([...items, { name: '', quantity: '1', reason: '' }])}>
          {t.addItem}
        </Button>
      ) : null}
    </fieldset>
  );
}

export function ReturnPhotosField({ photos, error, onChange }: { photos: readonly File[]; error: string | null; onChange: (files: File[]) => void }) {
  const ids = useFieldIds(fieldId('photos'), t.photosHint, error);
  return (
    <FieldFrame ids={ids} label={t.photos} hint={t.photosHint} error={error}>
      <input
        id={ids.inputId}
        type="file"
        className="field__input return-photos__input"
        accept={PHOTO_TYPES.join(',')}
        multiple
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(e) => onChange(Array.from(e.currentTarget.files ?? []).slice(0, MAX_PHOTOS + 1))}
      />
      {photos.length ? (
        <ul className="return-photos__list">
          {photos.map((file) => (
            <li key={`${file.name}-${file.size}`}>{file.name}</li>
          ))}
        </ul>
      ) : null}
    </FieldFrame>
  );
}
