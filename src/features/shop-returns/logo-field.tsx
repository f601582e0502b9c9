// The logo of the returns page: a file input that takes PNG, JPEG or WebP of at most 500 KB (checked
// here before anything is sent, as the server checks the bytes again), a preview of the chosen file
// or the current logo. The chosen file is uploaded by the form once its settings are saved.
// The current logo is read with the bearer (GET /returns/settings/logo) into a blob: the public
// address (`currentUrl`) answers only while the page is on, and the preview is wanted while it is off.
import { useEffect, useRef, useState } from 'react';
import { FieldFrame, useFieldIds } from '../../components/field.tsx';
import { roShopReturns } from '../../i18n/ro-shop-returns.ts';
import { logoProblem } from './settings-model.ts';
import { LOGO_TYPES, ownLogoBlob } from './shop-returns-api.ts';

const t = roShopReturns;

export interface LogoFieldProps {
  id: string;
  currentUrl: string | null;
  file: File | null;
  error?: string | undefined;
  onFile(file: File | null, problem: string | null): void;
}

/** The account's current logo as a blob URL, read again when `currentUrl` (its version) changes. */
function useOwnLogo(currentUrl: string | null): string | null {
  const [logo, setLogo] = useState<{ key: string; url: string } | null>(null);
  useEffect(() => {
    if (!currentUrl) return;
    const controller = new AbortController();
    let made: string | null = null;
    ownLogoBlob(controller.signal).then(
      (blob) => setLogo({ key: currentUrl, url: (made = URL.createObjectURL(blob)) }),
      () => undefined, // no preview: the field still works
    );
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [currentUrl]);
  return currentUrl && logo?.key === currentUrl ? logo.url : null;
}

export function LogoField({ id, currentUrl, file, error, onFile }: LogoFieldProps) {
  const ids = useFieldIds(id, t.logoHint, error);
  const current = useOwnLogo(currentUrl);
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
  const shown = previewUrl ?? current;

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
