// Locality search as an accessible combobox (Downshift's useCombobox: ARIA 1.2 pattern, arrow
// keys, Enter, Escape): typing searches the server after a short pause, with and without
// diacritics; each option shows the county and, for villages, the commune that tells same-named
// places apart. Only a picked option counts as a value.
import { useCombobox } from 'downshift';
import { useEffect, useId, useRef, useState } from 'react';
import { fillShipping, roShipping } from '../../i18n/ro-shipping.ts';
import { searchLocalities, type LocalityOption } from './shipping-api.ts';

const t = roShipping;
const SEARCH_DELAY_MS = 150;
const MIN_CHARS = 2;

export interface LocalityComboboxProps {
  label: string;
  value: LocalityOption | null;
  onChange: (value: LocalityOption | null) => void;
  error?: string;
  id?: string;
  /** Marked required (the default); an optional one says so in its label. */
  required?: boolean;
}

type SearchState = 'idle' | 'searching' | 'done' | 'failed';

export function optionDetail(option: LocalityOption): string {
  const county = option.county_code === 'B' ? option.county_name : `jud. ${option.county_name}`;
  const inCommune = option.type === 'sat' || option.type === 'componenta';
  return inCommune && option.parent && option.parent !== option.name
    ? fillShipping('{parent}, {county}', { parent: option.parent, county })
    : county;
}

export function LocalityCombobox({ label, value, onChange, error, id, required = true }: LocalityComboboxProps) {
  const autoId = useId();
  const inputId = id ?? `localitate-${autoId}`;
  const [items, setItems] = useState<LocalityOption[]>([]);
  const [term, setTerm] = useState(value?.name ?? '');
  const [state, setState] = useState<SearchState>('idle');
  const abort = useRef<AbortController | null>(null);

  const query = term.trim();
  // No search for a term too short or for the name of the option just picked.
  const searchable = query.length >= MIN_CHARS && !(value && query === value.name);

  useEffect(() => {
    if (!searchable) return;
    const timer = setTimeout(() => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState('searching');
      searchLocalities(query, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setItems(found);
          setState('done');
        },
        (failure: unknown) => {
          if ((failure as Error)?.name === 'AbortError' || controller.signal.aborted) return;
          setItems([]);
          setState('failed');
        },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, searchable]);

  useEffect(() => () => abort.current?.abort(), []);

  const { isOpen, getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex } = useCombobox<LocalityOption>({
    items,
    inputId,
    selectedItem: value,
    itemToString: (item) => item?.name ?? '',
    itemToKey: (item) => item?.id,
    onInputValueChange: ({ inputValue, selectedItem }) => {
      setTerm(inputValue);
      if (selectedItem && inputValue !== selectedItem.name) onChange(null);
    },
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem ?? null),
  });

  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const shown: SearchState = searchable ? state : 'idle';
  const statusText =
    shown === 'searching' ? t.localitySearching : shown === 'failed' ? t.localityFailed : shown === 'done' && items.length === 0 ? t.localityNone : '';
  const showMenu = isOpen && searchable && items.length > 0;

  return (
    <div className={['field', 'locality-combobox', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" {...getLabelProps()}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <p className="field__hint" id={hintId}>
        {t.localityHint}
      </p>
      <div className="locality-combobox__control">
        <input
          className="field__input"
          placeholder={t.localityPlaceholder}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          {...getInputProps()}
        />
        <ul className={showMenu ? 'locality-combobox__menu is-open' : 'locality-combobox__menu'} {...getMenuProps()}>
          {showMenu
            ? items.map((item, index) => (
                <li
                  key={item.id}
                  className={highlightedIndex === index ? 'locality-combobox__item is-highlighted' : 'locality-combobox__item'}
                  {...getItemProps({ item, index })}
                >
                  <span className="locality-combobox__name">{item.name}</span>
                  <span className="locality-combobox__detail">{optionDetail(item)}</span>
                </li>
              ))
            : null}
        </ul>
      </div>
      <p className="locality-combobox__status" role="status">
        {isOpen || shown === 'failed' ? statusText : ''}
      </p>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
