// The page's side of the import worker: one worker per import screen, a promise per request, and
// the worker's progress passed on. The file's bytes are transferred, not copied.
import type { ColumnMapping } from './header-match.ts';
import type { ImportProgress, ParsedFile } from './import-pipeline.ts';
import type { RemapResult, WorkerAnswer, WorkerRequest } from './import-worker.ts';

type Pending = {
  resolve: (value: ParsedFile | RemapResult) => void;
  reject: (error: Error) => void;
  onProgress: (p: ImportProgress) => void;
};

// Distributive: the request without its id, for each kind of request.
type Omit2<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

export class ImportWorkerClient {
  private worker: Worker | null = null;
  private next = 1;
  private pending = new Map<number, Pending>();

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./import-worker.ts', import.meta.url), { type: 'module', name: 'batch-import' });
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const answer = event.data;
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      if (answer.type === 'progress') {
        waiting.onProgress(answer.progress);
        return;
      }
      this.pending.delete(answer.id);
      if (answer.type === 'error') waiting.reject(new Error(answer.message));
      else waiting.resolve(answer.type === 'parsed' ? answer.parsed : answer.result);
    };
    worker.onerror = () => {
      for (const waiting of this.pending.values()) waiting.reject(new Error('worker'));
      this.pending.clear();
    };
    this.worker = worker;
    return worker;
  }

  private send<T extends ParsedFile | RemapResult>(
    request: Omit2<WorkerRequest, 'id'>,
    onProgress: (p: ImportProgress) => void,
    transfer: Transferable[] = [],
  ): Promise<T> {
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as Pending['resolve'], reject, onProgress });
      this.ensure().postMessage({ ...request, id }, transfer);
    });
  }

  parse(bytes: ArrayBuffer, saved: ColumnMapping | null, onProgress: (p: ImportProgress) => void): Promise<ParsedFile> {
    return this.send<ParsedFile>({ type: 'parse', bytes, saved }, onProgress, [bytes]);
  }

  remap(mapping: ColumnMapping, onProgress: (p: ImportProgress) => void): Promise<RemapResult> {
    return this.send<RemapResult>({ type: 'map', mapping }, onProgress);
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.pending.clear();
  }
}
