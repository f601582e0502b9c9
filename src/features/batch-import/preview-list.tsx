// Step 3: every row with its verdict, 50 at a time, the rows with errors first on request; the
// count of good, bad and skipped rows said as it changes; the rows with errors as a CSV.
import { useId, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { CheckboxField } from '../../components/checkbox-field.tsx';
import { fill } from '../../i18n/fill.ts';
import type { BatchRow } from '../../shared/batch-import.ts';
import { saveFile } from '../../lib/save-file.ts';
import { errorsCsv } from './errors-file.ts';
import { RowCard, rowErrors, rowState } from './row-card.tsx';
import type { ImportRow } from './row-card.tsx';
import { screenText } from './screen-copy.ts';

const t = screenText.preview;
const PAGE = 50;

export interface PreviewListProps {
  items: readonly ImportRow[];
  fileName: string;
  checking: boolean;
  onChange: (index: number, row: BatchRow) => void;
  onSkip: (index: number, skipped: boolean) => void;
}

export function PreviewList({ items, fileName, checking, onChange, onSkip }: PreviewListProps) {
  const titleId = useId();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [shown, setShown] = useState(PAGE);
  const states = items.map(rowState);
  const count = (s: string) => states.filter((x) => x === s).length;
  const bad = count('bad');
  const listed = items.map((item, index) => ({ item, index })).filter(({ index }) => !onlyErrors || states[index] === 'bad');

  const download = () => {
    const rows = items.filter((_, i) => states[i] === 'bad').map((item) => ({ line: item.line, row: item.row, errors: rowErrors(item) }));
    saveFile(errorsCsv(rows), `${fileName.replace(/\.(csv|xlsx)$/i, '')}-erori.csv`);
  };

  return (
    <section className="batch-import__step" aria-labelledby={titleId}>
      <h2 id={titleId} className="batch-import__title">
        {t.title}
      </h2>
      <p className="batch-import__summary" role="status">
        {checking
          ? t.checking
          : fill(t.summary, { total: items.length, ok: count('ok'), bad, skipped: count('skipped') })}
      </p>
      <div className="batch-import__toolbar">
        <CheckboxField label={t.onlyErrors} checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} />
        {bad > 0 ? (
          <Button variant="secondary" onClick={download}>
            {t.downloadErrors}
          </Button>
        ) : null}
      </div>
      <ol className="batch-import__rows">
        {listed.slice(0, shown).map(({ item, index }) => (
          <RowCard
            key={`${item.line}-${JSON.stringify(item.row)}`}
            item={item}
            onChange={(row) => onChange(index, row)}
            onSkip={(skipped) => onSkip(index, skipped)}
          />
        ))}
      </ol>
      {listed.length > shown ? (
        <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
          {`Arată încă ${Math.min(PAGE, listed.length - shown)} rânduri`}
        </Button>
      ) : null}
    </section>
  );
}
