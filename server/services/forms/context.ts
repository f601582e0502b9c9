// What the form services need, handed over explicitly (the route builds it from the app's parts).
import type { Config } from '../../config/index.ts';
import type { AppDb } from '../../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/index.ts';

export interface FormContext {
  readonly db: AppDb;
  readonly config: Config;
  readonly mailer: Mailer;
  readonly log: Logger;
}
