// The street of an address: free text, with suggestions from the locality's street list (Poșta
// Română's, where it has one) as an accessible combobox (Downshift's useCombobox). Picking a
// suggestion takes its name, its id and, when the postal code is still empty, its code; typing
// anything else keeps the text and forgets the picked street.
import { useCombobox } from 'downshift';
import { useEffect, useRef, useState } from 'react';
import { http } from '../../lib/http.ts';
import { roAddresses } from '../../i18n/ro-addresses.ts';
import type { StreetDto } from '../../shared/shipping.ts';
import { FieldLimit } from '../../components/field.tsx';
import { TEXT_LIMITS } from '../../shared/field-limits.ts';

const t = roAddresses;
const SEARCH_DELAY_MS = 150;
const MIN_CHARS = 2;

export interface StreetComboboxProps {
  id: string;
  label: string;
  required: boolean;
  localityId: number | null;
  value: string;
  error?: string | undefined;
  onType: (text: string) => void;
  onPick: (street: StreetDto) => void;
}

function searchStreets(localityId: number, term: string, signal: AbortSignal): Promise<StreetDto[]> {
  return http.get<StreetDto[]>(`private/search/streets/RO/${localityId}/${encodeURIComponent(term)}`, { signal });
}

export function StreetCombobox({ id, label, required, localityId, value, error, onType, onPick }: StreetComboboxProps) {
  const [items, setItems] = useState<StreetDto[]>([]);
  const [picked, setPicked] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const term = value.trim();
  const searchable = localityId !== null && term.length >= MIN_CHARS && term !== picked;

  useEffect(() => {
    if (!searchable || localityId === null) return;
    const timer = setTimeout(() => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      searchStreets(localityId, term, controller.signal).then(
        (found) => !controller.signal.aborted && setItems(Array.isArray(found) ? found : []),
        () => !controller.signal.aborted && setItems([]),
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [localityId, term, searchable]);

  useEffect(() => () => abort.current?.abort(), []);

  const shown = searchable ? items : [];
  const { isOpen, getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex } = useCombobox<StreetDto>({
    items: shown,
    inputId: id,
    // Downshift keeps what is shown (a controlled value would lose keys typed quickly: it reports
    // changes after rendering); the form hears every change and starts from its value.
    initialInputValue: value,
    selectedItem: null,
    itemToString: (item) => item?.street_name ?? '',
    itemToKey: (item) => item?.id,
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) onType(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      setPicked(selectedItem.street_name);
      onPick(selectedItem);
    },
  });

  const hintId = `${id}-hint`;
  const limitId = `${id}-limit`;
  const errorId = `${id}-error`;
  const showMenu = isOpen && shown.length > 0;
  return (
    <div className={['field', 'locality-combobox', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" {...getLabelProps()}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <p className="field__hint" id={hintId}>
        {t.fields.streetHint}
      </p>
      <FieldLimit id={limitId} value={value} max={TEXT_LIMITS.street.max} />
      <div className="locality-combobox__control">
        <input
          className="field__input"
          autoComplete="address-line1"
          spellCheck={false}
          maxLength={TEXT_LIMITS.street.max}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, limitId, error ? errorId : ''].filter(Boolean).join(' ')}
          {...getInputProps()}
        />
        <ul className={showMenu ? 'locality-combobox__menu is-open' : 'locality-combobox__menu'} {...getMenuProps()}>
          {showMenu
            ? shown.map((item, index) => (
                <li
                  key={`${item.id}-${item.postal_code ?? ''}`}
                  className={highlightedIndex === index ? 'locality-combobox__item is-highlighted' : 'locality-combobox__item'}
                  {...getItemProps({ item, index })}
                >
                  <span className="locality-combobox__name">{item.street_name}</span>
                  {item.postal_code ? <span className="locality-combobox__detail">{item.postal_code}</span> : null}
                </li>
              ))
            : null}
        </ul>
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
