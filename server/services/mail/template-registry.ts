// The mail templates and their renderers, filled by the modules (the mail module's side; its job
// kind is job-kinds.ts, the handler jobs.ts). How the pieces fit, as for the job kinds
// (services/jobs/define.ts):
// - A module that sends mail adds its templates to MailTemplatePayloads by declaration merging, each
//   with what its 'mail' job carries besides the template's name; enqueue() checks a mail's payload
//   against its template at compile time.
// - The module gives each template's renderer with defineMailRenderers<Deps>() (its
//   mail-renderers.ts): the message, built from the rows as they are when the job runs.
// - The app binds each module's renderers to that module's dependencies and collects them into one
//   table (app/mail-renderers.ts), which the 'mail' handler is given. A declared template without a
//   renderer there is a type error (the table is a MailRendererTable), a renderer for a template no
//   module declares one in defineMailRenderers, the same template rendered by two modules an error
//   when the app starts; a job naming an unknown template fails when it runs (jobs.ts).
// This file imports no module: the modules import it, so the mail module depends on none of them.
import type { Jsonified } from '../jobs/define.ts';
import type { JobContext } from '../jobs/index.ts';
import type { MailMessage } from './message.ts';

/**
 * Every mail template and what its job carries besides the template's name, filled by the modules:
 *   declare module '../mail/template-registry.ts' { interface MailTemplatePayloads { order_confirmation: { orderId: number } } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface MailTemplatePayloads {}

export type MailTemplate = keyof MailTemplatePayloads & string;

/** The payload of a 'mail' job of template `T` (of any of them, for a union): the template's name and what it carries. */
export type MailOf<T extends MailTemplate> = T extends MailTemplate ? { template: T } & MailTemplatePayloads[T] : never;

/** The payload of every 'mail' job: one of the templates. */
export type MailJob = MailOf<MailTemplate>;

/**
 * Renders a mail of template `T` when its job runs: the message the mail module sends (with the job's
 * id as its Message-ID), or null when it has nothing to send: the mail is no longer due, or the
 * module delivered it itself (a form's mails: the submission records how their sending went).
 */
export type MailRenderer<T extends MailTemplate, D> = (deps: D, mail: Jsonified<MailOf<T>>, job: JobContext) => Promise<MailMessage | null>;

/** Renderers by template, each typed by its template's payload. */
export type MailRenderers<D> = { readonly [T in MailTemplate]?: MailRenderer<T, D> };

/**
 * A module's renderers, all taking the same dependencies `D`:
 *   export const orderMailRenderers = defineMailRenderers<CommerceContext>()({ order_confirmation: (ctx, mail) => ... });
 */
export function defineMailRenderers<D>() {
  // The second part refuses a template no module declares (a generic argument gets no excess-property check).
  return <const S extends MailRenderers<D>>(renderers: S & { readonly [K in Exclude<keyof S, MailTemplate>]: never }): S => renderers;
}

/** A renderer with its module's dependencies given. */
export type BoundMailRenderer<T extends MailTemplate> = (mail: Jsonified<MailOf<T>>, job: JobContext) => Promise<MailMessage | null>;

type BoundTable<T extends MailTemplate> = { readonly [P in T]: BoundMailRenderer<P> };

/** A renderer for every template: what the 'mail' handler is given. */
export type MailRendererTable = BoundTable<MailTemplate>;

/** A module's renderers, given `deps()` (read when a mail is rendered: the app's parts exist once it has booted). */
export function bindMailRenderers<D, S extends MailRenderers<D>>(renderers: S, deps: () => D): BoundTable<keyof S & MailTemplate> {
  const bound: Record<string, unknown> = {};
  for (const [template, render] of Object.entries(renderers) as [string, MailRenderer<MailTemplate, D>][]) {
    bound[template] = ((mail, job) => render(deps(), mail, job)) satisfies BoundMailRenderer<MailTemplate>;
  }
  return bound as BoundTable<keyof S & MailTemplate>;
}

type TemplatesOf<P extends readonly Partial<MailRendererTable>[]> = P[number] extends infer M ? (M extends unknown ? keyof M & MailTemplate : never) : never;

/** The modules' bound renderers in one table; a template rendered by two of them throws. */
export function collectMailRenderers<const P extends readonly Partial<MailRendererTable>[]>(...parts: P): BoundTable<TemplatesOf<P>> {
  const all: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [template, render] of Object.entries(part)) {
      if (Object.hasOwn(all, template)) throw new Error(`mail template ${template} has a renderer in two modules`);
      all[template] = render;
    }
  }
  return all as BoundTable<TemplatesOf<P>>;
}
