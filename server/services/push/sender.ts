// Sending one push message, behind one interface: FCM HTTP v1 when FCM_SERVICE_ACCOUNT is set
// (fcm-sender.ts), otherwise the outbox (a JSON file per message in DATA_DIR/push-outbox), so the
// whole flow works on a machine without Firebase. A sender never throws for what the remote answers:
// the result says what the queue should do with the delivery (dispatch.ts).
import type { Config } from '../../config/index.ts';
import type { Logger } from '../logger.ts';
import { FcmSender } from './fcm-sender.ts';
import { OutboxSender } from './outbox-sender.ts';
import type { PushSender } from './push-message.ts';

export type { PushMessage, PushSender, SendResult } from './push-message.ts';

export function createPushSender(config: Pick<Config, 'push' | 'dataDir' | 'firebase'>, log: Logger): PushSender {
  const { serviceAccount, fcmApiUrl } = config.push;
  if (!serviceAccount) return new OutboxSender(config.dataDir, log);
  const webProject = config.firebase?.projectId;
  if (webProject && webProject !== serviceAccount.projectId) {
    // Tokens made by one Firebase project can only be sent to by that project's service account.
    log.warn({ serviceAccountProject: serviceAccount.projectId, firebaseProject: webProject }, 'FCM_SERVICE_ACCOUNT and FIREBASE_PROJECT_ID name different projects: FCM will refuse the tokens');
  }
  return new FcmSender({ account: serviceAccount, apiUrl: fcmApiUrl });
}
