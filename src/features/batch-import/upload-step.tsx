// Step 1: choose (or drop) the file; the worker reads it while a progress bar says how far it got.
// The template and the docs page of its columns are one click away.
import { useId, useState } from 'react';
import type { DragEvent } from 'react';
import { Link } from 'react-router-dom';
import { Notice } from '../../components/notice.tsx';
import { fill } from '../../i18n/fill.ts';
import { MAX_ROWS_TEXT, MAX_SIZE_TEXT } from './import-copy.ts';
import type { ImportProgress } from './import-pipeline.ts';
import { screenText } from './screen-copy.ts';
import { TEMPLATE_PATH } from './template-columns.ts';

const t = screenText.upload;
export const IMPORT_DOCS_PATH = '/docs/import-expedieri';

export interface UploadStepProps {
  progress: ImportProgress | null;
  error: string | null;
  onFile: (file: File) => void;
}

export function UploadStep({ progress, error, onFile }: UploadStepProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [dragging, setDragging] = useState(false);
  const busy = progress !== null && progress.fraction < 1;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };

  return (
    <section className="batch-import__step" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="batch-import__title">
        {t.title}
      </h2>
      <p className="batch-import__lead">{fill(t.lead, { rows: MAX_ROWS_TEXT, size: MAX_SIZE_TEXT })}</p>
      <div
        className={['batch-import__drop', dragging ? 'batch-import__drop--over' : ''].filter(Boolean).join(' ')}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label className="btn btn--primary batch-import__choose" htmlFor={inputId}>
          {t.choose}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={busy}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = ''; // the same file chosen again is a new choice
            if (file) onFile(file);
          }}
        />
        <span className="batch-import__drop-hint">{t.drop}</span>
      </div>
      {progress ? (
        <div className="batch-import__progress">
          <progress max={1} value={progress.fraction} aria-label={t.progress} />
          <p role="status">{progress.label}</p>
        </div>
      ) : null}
      {error ? (
        <div id={errorId}>
          <Notice tone="error">
            <p>{error}</p>
          </Notice>
        </div>
      ) : null}
      <p className="batch-import__links">
        <a href={TEMPLATE_PATH} download="sablon-expedieri-lot.csv">
          {t.template}
        </a>
        <Link to={IMPORT_DOCS_PATH}>{t.docs}</Link>
      </p>
    </section>
  );
}
