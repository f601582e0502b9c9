// What the user reads about a push problem: one Romanian sentence per reason.
import { roPush as t } from '../../i18n/ro-push.ts';
import type { PushProblem } from './push-store.ts';

const MESSAGES: Record<PushProblem, string> = {
  unsupported: t.unsupported,
  unsupported_ios: t.unsupportedIos,
  blocked: t.blocked,
  dismissed: t.dismissed,
  not_configured: t.notConfigured,
  worker_timeout: t.workerTimeout,
  failed: t.failed,
};

/** The server's own message (a 404 for the AWB, say) wins over the generic "failed". */
export function problemMessage(problem: PushProblem, detail: string | null): string {
  return problem === 'failed' && detail ? detail : MESSAGES[problem];
}
