// The import screen's state and steps: the file read by the worker, the mapping (the account's last
// one remembered), the server's verdict on every row (again after a fix or a change of defaults),
// the quote of the good rows and the one payment of the batch.
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '../../lib/http.ts';
import { BATCH_LIMITS } from '../../shared/batch-import.ts';
import type { BatchRow, BatchRowsRequest } from '../../shared/batch-import.ts';
import type { ShippingAddress } from '../../shared/api/private-answers.ts';
import { createBatch, quoteRows, saveMapping, savedMapping, senderAddresses, validateRows, walletBalance } from './batch-api.ts';
import type { BatchQuote } from './batch-api.ts';
import { INITIAL_DEFAULTS, toDefaults } from './defaults-form.tsx';
import type { DefaultsDraft } from './defaults-form.tsx';
import type { ColumnMapping } from './header-match.ts';
import { importText } from './import-copy.ts';
import type { ImportProgress, ParsedFile } from './import-pipeline.ts';
import { ImportWorkerClient } from './import-worker-client.ts';
import { checkRow } from './map-rows.ts';
import type { PayMethod } from './quote-step.tsx';
import { rowState } from './row-card.tsx';
import type { ImportRow } from './row-card.tsx';

export type Stage = 'upload' | 'map' | 'preview' | 'quote';

function itemsOf(result: Pick<ParsedFile, 'rows' | 'lines' | 'checks'>): ImportRow[] {
  return result.rows.map((row, i) => ({ row, line: result.lines[i] ?? i + 2, checks: result.checks[i] ?? {}, verdict: null, skipped: false }));
}

function newKey(): string {
  return crypto.randomUUID();
}

export function useBatchImport(onCreated: (batchId: number) => void) {
  const worker = useRef<ImportWorkerClient | null>(null);
  const [stage, setStage] = useState<Stage>('upload');
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [parsed, setParsed] = useState<ParsedFile | null>(null);
  const [fileName, setFileName] = useState('');
  const [items, setItems] = useState<ImportRow[]>([]);
  const [saved, setSaved] = useState<ColumnMapping | null>(null);
  const [senders, setSenders] = useState<ShippingAddress[] | null>(null);
  const [draft, setDraft] = useState<DefaultsDraft>(INITIAL_DEFAULTS);
  const [defaultsErrors, setDefaultsErrors] = useState<Record<string, string | undefined>>({});
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [quote, setQuote] = useState<BatchQuote | null>(null);
  const [quoted, setQuoted] = useState<ImportRow[]>([]);
  const [wallet, setWallet] = useState<number | null>(null);
  const [paying, setPaying] = useState(false);
  const [duplicate, setDuplicate] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const key = useRef(newKey());
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  useEffect(() => {
    void savedMapping().then(setSaved);
    senderAddresses().then(
      (list) => {
        const shipping = list.filter((a): a is ShippingAddress => a.kind === 'shipping');
        setSenders(shipping);
        const first = shipping.find((a) => a.is_default) ?? shipping[0];
        if (first) setDraft((d) => (d.sender ? d : { ...d, sender: String(first.id) }));
      },
      () => setSenders([]),
    );
    return () => worker.current?.dispose();
  }, []);

  const client = () => (worker.current ??= new ImportWorkerClient());

  /** Asks the server about `targets` (every row not skipped when omitted). */
  const validate = useCallback(
    async (targets?: { index: number; row: BatchRow }[]) => {
      const defaults = toDefaults(draft);
      if (!defaults) return;
      const which = targets ?? itemsRef.current.flatMap((item, index) => (item.skipped ? [] : [{ index, row: item.row }]));
      if (which.length === 0) return;
      setChecking(true);
      setCheckError(null);
      try {
        const verdicts = await validateRows({ rows: which.map((w) => w.row), defaults });
        setDefaultsErrors({});
        setItems((list) => {
          const next = [...list];
          for (const v of verdicts) {
            const target = which[v.index];
            const item = target ? next[target.index] : undefined;
            // A row changed meanwhile keeps waiting for its own answer.
            if (target && item && item.row === target.row) next[target.index] = { ...item, verdict: v };
          }
          return next;
        });
      } catch (error) {
        if (error instanceof HttpError && error.status === 422) {
          setDefaultsErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0]])));
        }
        setCheckError(error instanceof Error ? error.message : String(error));
      } finally {
        setChecking(false);
      }
    },
    [draft],
  );

  // A new file, a new mapping or new defaults: every row is checked again (after a short pause).
  const [validateTick, setValidateTick] = useState(0);
  useEffect(() => {
    if (stage !== 'preview' || itemsRef.current.length === 0) return;
    const timer = setTimeout(() => void validate(), 400);
    return () => clearTimeout(timer);
  }, [stage, validate, validateTick]);

  const startPreview = (next: ImportRow[]) => {
    setItems(next);
    setStage('preview');
    setValidateTick((n) => n + 1);
  };

  const onFile = async (file: File) => {
    setUploadError(null);
    setParsed(null);
    setFileName(file.name);
    if (file.size > BATCH_LIMITS.maxFileBytes) {
      setUploadError(importText.errors.tooBig(file.size));
      return;
    }
    setProgress({ fraction: 0, label: importText.progress.reading });
    try {
      const result = await client().parse(await file.arrayBuffer(), saved, setProgress);
      setParsed(result);
      if (result.needsMapping) {
        setItems(itemsOf(result));
        setStage('map');
      } else startPreview(itemsOf(result));
    } catch (error) {
      setUploadError(error instanceof Error && error.message !== 'worker' ? error.message : importText.errors.worker);
    } finally {
      setProgress(null);
    }
  };

  const onMapping = async (mapping: ColumnMapping) => {
    try {
      const result = await client().remap(mapping, setProgress);
      setParsed((p) => (p ? { ...p, mapping, needsMapping: false } : p));
      setSaved(mapping);
      void saveMapping(mapping).catch(() => undefined);
      startPreview(itemsOf(result));
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : importText.errors.worker);
      setStage('upload');
    } finally {
      setProgress(null);
    }
  };

  const onChangeRow = (index: number, row: BatchRow) => {
    setItems((list) => list.map((item, i) => (i === index ? { ...item, row, checks: checkRow(row), verdict: null } : item)));
    void validate([{ index, row }]);
  };

  const onSkip = (index: number, skipped: boolean) => {
    setItems((list) => list.map((item, i) => (i === index ? { ...item, skipped } : item)));
    const item = items[index];
    if (!skipped && item && !item.verdict) void validate([{ index, row: item.row }]);
  };

  const request = (rows: ImportRow[]): BatchRowsRequest | null => {
    const defaults = toDefaults(draft);
    return defaults ? { rows: rows.map((r) => r.row), defaults } : null;
  };

  const onQuote = async () => {
    const good = items.filter((item) => rowState(item) === 'ok');
    const body = request(good);
    if (!body || good.length === 0) return;
    setChecking(true);
    setCheckError(null);
    try {
      const [answer, balance] = await Promise.all([quoteRows(body), walletBalance()]);
      setQuote(answer);
      setQuoted(good);
      setWallet(balance);
      setDuplicate(false);
      setPayError(null);
      setStage('quote');
    } catch (error) {
      setCheckError(error instanceof Error ? error.message : String(error));
    } finally {
      setChecking(false);
    }
  };

  const onPay = async (method: PayMethod, confirmDuplicate: boolean) => {
    const body = request(quoted);
    if (!body || !parsed) return;
    setPaying(true);
    setPayError(null);
    try {
      const created = await createBatch(
        { ...body, file_name: fileName, file_sha256: parsed.sha256, confirm_duplicate: confirmDuplicate || undefined, payment: { method } },
        key.current,
      );
      if (created.redirectUrl) {
        window.location.assign(created.redirectUrl);
        return;
      }
      key.current = newKey();
      onCreated(created.id);
    } catch (error) {
      key.current = newKey(); // a refused request: the next try is a new one
      if (error instanceof HttpError && error.status === 409) setDuplicate(true);
      else setPayError(error instanceof Error ? error.message : String(error));
    } finally {
      setPaying(false);
    }
  };

  const reset = () => {
    setStage('upload');
    setItems([]);
    setParsed(null);
    setQuote(null);
    setUploadError(null);
  };

  return {
    stage,
    setStage,
    progress,
    uploadError,
    parsed,
    fileName,
    items,
    saved,
    senders,
    draft,
    setDraft,
    defaultsErrors,
    checking,
    checkError,
    quote,
    quoted,
    wallet,
    paying,
    duplicate,
    payError,
    onFile,
    onMapping,
    onChangeRow,
    onSkip,
    onQuote,
    onPay,
    reset,
    recheck: () => void validate(),
  };
}
