// The public forms (/contact, /feedback, /business).
import type { EnvKit } from './env.ts';

/** The public forms (/contact, /feedback, /business): who on the team reads them. */
export interface FormsConfig {
  /** Where every form's notification goes (the sender gets an acknowledgement separately). */
  readonly teamEmail: string;
}

export function readForms(kit: EnvKit): FormsConfig {
  return Object.freeze({
    teamEmail: kit.emailAddress('FORMS_TEAM_EMAIL', 'echipa@curiero.ro'),
  });
}
