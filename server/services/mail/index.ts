// The mail module's entry: what the rest of the server may use of it (eslint.config.js).
export { emailChangeMail, emailChangeRequestedMail, emailChangedMail } from './email-change-templates.ts';
export { formAcknowledgementMail, formTeamMail } from './form-templates.ts';
export { mailJobs } from './jobs.ts';
export { createMailer } from './mailer.ts';
export type { MailMessage, Mailer } from './mailer.ts';
export { orderConfirmationMail, orderUnbookableMail } from './order-templates.ts';
export { RETURN_WHEN, returnAcknowledgementMail, returnLabelMail, returnRefusedMail, returnShipmentCancelledMail, returnShopStatementMail } from './return-templates.ts';
export type { ReturnFacts, ReturnLabelFacts, ShipmentCancelledFacts } from './return-templates.ts';
export { maskIban, returnArrivedMail, returnRefundedMail } from './return-refund-templates.ts';
export type { ArrivalRefund } from './return-refund-templates.ts';
export type { AccountStep, OrderFacts } from './order-templates.ts';
export { bindMailRenderers, collectMailRenderers, defineMailRenderers } from './template-registry.ts';
export type { MailOf, MailRenderer, MailRendererTable } from './template-registry.ts';
export { SIGNATURE, htmlMail, htmlParagraph, htmlTable, passwordChangedMail, resetPasswordMail, setPasswordMail, verifyEmailMail } from './templates.ts';
