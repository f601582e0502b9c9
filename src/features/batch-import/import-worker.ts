// The batch import's Web Worker: reads and checks a file off the page's thread (a 1,000-row file
// never freezes the page) and reports progress. It keeps the last file's table, so that a new column
// mapping re-maps it without sending the file again.
/// <reference lib="webworker" />
import type { ColumnMapping } from './header-match.ts';
import type { ImportProgress, ParsedFile } from './import-pipeline.ts';
import { parseFile, rowsOfMapping } from './import-pipeline.ts';
import { importText } from './import-copy.ts';
import { ImportFileError } from './read-table.ts';
import type { Table } from './read-table.ts';

export type WorkerRequest =
  | { id: number; type: 'parse'; bytes: ArrayBuffer; saved: ColumnMapping | null }
  | { id: number; type: 'map'; mapping: ColumnMapping };

export type RemapResult = Pick<ParsedFile, 'rows' | 'lines' | 'checks' | 'needsMapping'>;

export type WorkerAnswer =
  | { id: number; type: 'progress'; progress: ImportProgress }
  | { id: number; type: 'parsed'; parsed: ParsedFile }
  | { id: number; type: 'mapped'; result: RemapResult }
  | { id: number; type: 'error'; message: string };

declare const self: DedicatedWorkerGlobalScope;

let table: Table | null = null;

function post(answer: WorkerAnswer) {
  self.postMessage(answer);
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  const progress = (p: ImportProgress) => post({ id: request.id, type: 'progress', progress: p });
  try {
    if (request.type === 'parse') {
      const result = await parseFile(new Uint8Array(request.bytes), request.saved, progress);
      table = result.table;
      post({ id: request.id, type: 'parsed', parsed: result.parsed });
    } else {
      if (!table) throw new ImportFileError(importText.errors.worker);
      post({ id: request.id, type: 'mapped', result: rowsOfMapping(table, request.mapping, progress) });
    }
  } catch (error) {
    post({ id: request.id, type: 'error', message: error instanceof ImportFileError ? error.message : importText.errors.unreadable });
  }
};
