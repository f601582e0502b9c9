// The private door's answers the app reads, by name: the one list scripts/generate-client-types.mjs
// turns into the app's types (src/shared/api/private-answers.ts, `npm run contract`), and the
// schemas tests/server/private-answers*.test.ts check real answers against. Each schema's `title`
// is its type's name. The server's own code reads the same types (src/shared/shipping.ts and
// tracking.ts re-export the reference data's, the price's and the tracking's).
import {
  addressAnswerSchema,
  addressCommonSchema,
  addressPageSchema,
  addressSchema,
  billingAddressSchema,
  defaultAddressesAnswerSchema,
  defaultAddressesSchema,
  shippingAddressSchema,
} from './addresses/answers.ts';
import { downloadLinkSchema, messageAnswerSchema, pageMetaSchema } from './answers-common.ts';
import { appConfigSchema, firebaseWebConfigSchema } from './app-config-answer.ts';
import {
  apiKeyListSchema,
  apiKeySchema,
  newApiKeyAnswerSchema,
  revokedApiKeyAnswerSchema,
  tryAnswerSchema,
  tryCallAnswerSchema,
} from './api-keys/answers.ts';
import { customerSchema, profileAnswerSchema, tokenAnswerSchema } from './customer/answers.ts';
import { filedReturnItemSchema, filedReturnPageSchema } from './customer/returns-answers.ts';
import { formReceiptAnswerSchema, formReceiptSchema } from './forms/answers.ts';
import { downloadLinkAnswerSchema, invoicePageSchema, invoiceSchema, pendingInvoiceSchema } from './invoices/answers.ts';
import {
  guestClaimAnswerSchema,
  guestOrderAnswerSchema,
  guestOrderViewSchema,
  orderAnswerSchema,
  orderPageSchema,
  orderPartySchema,
  orderSchema,
  placedOrderAnswerSchema,
  placedOrderSchema,
} from './orders/answers.ts';
import { trackingHistoryItemSchema, trackingItemSchema, trackingListSchema } from './orders/tracking-answers.ts';
import { cancellationResultSchema, cancellationsAnswerSchema } from './orders/bulk-answers.ts';
import { bulkCodSchema, bulkTrackingAnswerSchema, bulkTrackingItemSchema } from './tracking/answers.ts';
import { boxSizeSchema, countryDtoSchema, countyDtoSchema, fixedLocationDtoSchema, localityDtoSchema } from './locations/answers.ts';
import { localitySearchAnswerSchema, postalCodeReverseItemSchema, streetDtoSchema } from './search/answers.ts';
import { offerSchema, priceAnswerBodySchema, priceLineSchema } from '../../../src/shared/api/price-answer-schema.ts';
import { parcelSubscriptionListAnswerSchema, parcelSubscriptionSchema, pushSuccessAnswerSchema } from './notifications/answers.ts';
import { paidOrderViewSchema, paymentStatusAnswerSchema, paymentViewSchema } from './payments/answers.ts';
import {
  payoutAnswerSchema,
  payoutPageSchema,
  payoutRefundSchema,
  payoutSchema,
  repaymentPageSchema,
  repaymentSchema,
  repaymentTotalsSchema,
  reportLinksAnswerSchema,
} from './repayments/answers.ts';
import {
  returnSettingsSchema,
  returnSettingsAnswerSchema,
  returnItemSchema,
  returnContactSchema,
  returnRequestSchema,
  returnPageSchema,
  returnHistoryItemSchema,
  returnPhotoSchema,
  returnDetailSchema,
  returnDetailAnswerSchema,
  returnRequestAnswerSchema,
  returnMonthSchema,
  returnReportAnswerSchema,
  returnShopSchema,
  returnDirectoryAnswerSchema,
  returnShopPageSchema,
  returnShopPageAnswerSchema,
  returnOrderSchema,
  returnOrderAnswerSchema,
  withdrawalStatementSchema,
  withdrawalStatementAnswerSchema,
  guestReturnSchema,
  guestReturnAnswerSchema,
  filedReturnSchema,
  filedReturnAnswerSchema,
  returnPhotoAnswerSchema,
  returnShipmentSchema,
  returnPayAnswerSchema,
} from './returns/answers.ts';
import {
  reweighChargeSchema,
  reweighListSchema,
  reweighPaymentAnswerSchema,
  testBalanceAnswerSchema,
  testBalanceSchema,
  testMovementPageSchema,
  testMovementSchema,
  testTopUpAnswerSchema,
  topUpAnswerSchema,
  walletBalanceAnswerSchema,
  walletMovementPageSchema,
  walletMovementSchema,
} from './wallet/answers.ts';
import {
  deliveryAttemptSchema,
  deliveryPageSchema,
  webhookDeliveryAnswerSchema,
  webhookDeliverySchema,
  webhookEndpointAnswerSchema,
  webhookEndpointSchema,
  webhookListAnswerSchema,
  webhookSecretAnswerSchema,
  webhookWithSecretAnswerSchema,
} from './webhooks/answers.ts';

export const CLIENT_ANSWERS = [
  pageMetaSchema,
  messageAnswerSchema,
  // account
  customerSchema,
  profileAnswerSchema,
  tokenAnswerSchema,
  // payments
  paymentViewSchema,
  paidOrderViewSchema,
  paymentStatusAnswerSchema,
  // orders
  orderPartySchema,
  orderSchema,
  orderAnswerSchema,
  orderPageSchema,
  placedOrderSchema,
  placedOrderAnswerSchema,
  trackingHistoryItemSchema,
  trackingItemSchema,
  trackingListSchema,
  guestOrderViewSchema,
  guestOrderAnswerSchema,
  guestClaimAnswerSchema,
  // many orders at once (issue #34)
  cancellationResultSchema,
  cancellationsAnswerSchema,
  bulkCodSchema,
  bulkTrackingItemSchema,
  bulkTrackingAnswerSchema,
  // reference data and search
  countryDtoSchema,
  countyDtoSchema,
  localityDtoSchema,
  boxSizeSchema,
  fixedLocationDtoSchema,
  localitySearchAnswerSchema,
  postalCodeReverseItemSchema,
  streetDtoSchema,
  // prices
  priceLineSchema,
  offerSchema,
  priceAnswerBodySchema,
  // wallet
  walletBalanceAnswerSchema,
  walletMovementSchema,
  walletMovementPageSchema,
  topUpAnswerSchema,
  reweighChargeSchema,
  reweighListSchema,
  reweighPaymentAnswerSchema,
  testBalanceSchema,
  testBalanceAnswerSchema,
  testMovementSchema,
  testMovementPageSchema,
  testTopUpAnswerSchema,
  // API keys
  apiKeySchema,
  apiKeyListSchema,
  newApiKeyAnswerSchema,
  revokedApiKeyAnswerSchema,
  tryAnswerSchema,
  tryCallAnswerSchema,
  // addresses
  addressCommonSchema,
  billingAddressSchema,
  shippingAddressSchema,
  addressSchema,
  addressPageSchema,
  addressAnswerSchema,
  defaultAddressesSchema,
  defaultAddressesAnswerSchema,
  // invoices
  downloadLinkSchema,
  downloadLinkAnswerSchema,
  invoiceSchema,
  pendingInvoiceSchema,
  invoicePageSchema,
  // cash on delivery
  repaymentSchema,
  repaymentTotalsSchema,
  repaymentPageSchema,
  payoutRefundSchema,
  payoutSchema,
  payoutPageSchema,
  payoutAnswerSchema,
  reportLinksAnswerSchema,
  // webhooks
  webhookEndpointSchema,
  deliveryAttemptSchema,
  webhookDeliverySchema,
  deliveryPageSchema,
  webhookListAnswerSchema,
  webhookEndpointAnswerSchema,
  webhookWithSecretAnswerSchema,
  webhookSecretAnswerSchema,
  webhookDeliveryAnswerSchema,
  // returns
  returnSettingsSchema,
  returnSettingsAnswerSchema,
  returnItemSchema,
  returnContactSchema,
  returnRequestSchema,
  returnPageSchema,
  returnHistoryItemSchema,
  returnPhotoSchema,
  returnDetailSchema,
  returnDetailAnswerSchema,
  returnRequestAnswerSchema,
  returnMonthSchema,
  returnReportAnswerSchema,
  returnShopSchema,
  returnDirectoryAnswerSchema,
  returnShopPageSchema,
  returnShopPageAnswerSchema,
  returnOrderSchema,
  returnOrderAnswerSchema,
  withdrawalStatementSchema,
  withdrawalStatementAnswerSchema,
  guestReturnSchema,
  guestReturnAnswerSchema,
  filedReturnSchema,
  filedReturnAnswerSchema,
  returnPhotoAnswerSchema,
  returnShipmentSchema,
  returnPayAnswerSchema,
  // the signed-in customer's own returns
  filedReturnItemSchema,
  filedReturnPageSchema,
  // forms
  formReceiptSchema,
  formReceiptAnswerSchema,
  // notifications
  pushSuccessAnswerSchema,
  parcelSubscriptionSchema,
  parcelSubscriptionListAnswerSchema,
  // the app's runtime configuration
  firebaseWebConfigSchema,
  appConfigSchema,
] as const;
