// The logo of the returns page: a file input that takes PNG, JPEG or WebP of at most 500 KB (checked
// here before anything is sent, as the server checks the bytes again), a preview of the chosen file
// or the current logo. The chosen file is uploaded by the form once its settings are saved.
import { useEffect, useRef, useState } from 'react';
import { FieldFrame, useFieldIds } from '../../components/field.tsx';
import { roShopReturns } from '../../i18n/ro-shop-returns.ts';
import { logoProblem } from './settings-model.ts';
import { LOGO_TYPES } from './shop-returns-api.ts';

const t = roShopReturns;

export interface LogoFieldProps {
  id: string;
  currentUrl: string | null;
  file: File | null;
  error?: string | undefined;
  onFile(file: File | null, problem: string | null): void;
}

export function LogoField({ id, currentUrl, file, error, onFile }: LogoFieldProps) {
  const ids = useFieldIds(id, t.logoHint, error);
  // The chosen file's preview (a blob URL made when it is chosen, freed when replaced or gone).
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const made = useRef<string | null>(null);
  useEffect(() => () => {
    if (made.current) URL.revokeObjectURL(made.current);
  }, []);
  const choose = (chosen: File | null) => {
    if (made.current) URL.revokeObjectURL(made.current);
    made.current = chosen ? URL.createObjectURL(chosen) : null;
    setPreview(chosen && made.current ? { file: chosen, url: made.current } : null);
  };
  const previewUrl = file && preview?.file === file ? preview.url : null;
  const shown = previewUrl ?? currentUrl;

  return (
    <FieldFrame ids={ids} label={t.logo} hint={t.logoHint} error={error}>
      <div className="returns-logo">
        {shown ? <img className="returns-logo__preview" src={shown} alt={previewUrl ? t.logoPreview : t.logoCurrent} width={96} height={96} /> : null}
        <input
          id={ids.inputId}
          type="file"
          className="returns-logo__input"
          accept={LOGO_TYPES.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            const problem = chosen ? logoProblem(chosen) : null;
            if (problem) e.target.value = '';
            choose(problem ? null : chosen);
            onFile(problem ? null : chosen, problem);
          }}
        />
      </div>
      {file ? <p className="field__hint">{t.logoPending}</p> : null}
    </FieldFrame>
  );
}
