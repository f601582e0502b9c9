// Every route of the app, by door: the health checks, the private door (/api/private, the app's own
// calls, signed in by cookie and bearer token), the public door (/api/public/v1, the shops' API with
// its keys, error shape and limits) and the social-login callback. Each door is one plugin under its
// prefix that declares the parts its routes read (app/parts.ts); its routes are its own (encapsulated)
// plugins. A door's routes never import the other door's (lint zones, eslint.config.js); what both
// need is in routes/shared/, http/ or services/.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import authCallbackRoutes from '../routes/auth-callback.ts';
import healthRoutes from '../routes/health.ts';
import adminRoutes from '../routes/private/admin/admin.ts';
import adminRefundRoutes from '../routes/private/admin/admin-refunds.ts';
import adminInvoiceRoutes from '../routes/private/admin/admin-invoices.ts';
import appConfigRoutes from '../routes/private/app-config.ts';
import impersonationRoutes from '../routes/private/auth/impersonation.ts';
import loginRoutes from '../routes/private/auth/login.ts';
import passwordRoutes from '../routes/private/auth/passwords.ts';
import socialRoutes from '../routes/private/auth/social.ts';
import verifyEmailRoutes from '../routes/private/auth/verify-email.ts';
import chatMessageRoutes from '../routes/private/chat/messages.ts';
import checkEmailRoutes from '../routes/private/customer/check-email.ts';
import profileRoutes from '../routes/private/customer/profile.ts';
import filedReturnRoutes from '../routes/private/customer/returns.ts';
import closeAccountRoutes from '../routes/private/customer/close-account.ts';
import errorReportRoutes from '../routes/private/error-reports.ts';
import formRoutes from '../routes/private/forms/forms.ts';
import locationCatalogueRoutes from '../routes/private/locations/catalogue.ts';
import fixedLocationRoutes from '../routes/private/locations/fixed-locations.ts';
import priceCalculationRoutes from '../routes/private/orders/price-calculation.ts';
import searchRoutes from '../routes/private/search/search.ts';
import deviceTokenRoutes from '../routes/private/notifications/device-tokens.ts';
import subscriptionRoutes from '../routes/private/notifications/subscriptions.ts';
import labelRoutes from '../routes/private/orders/labels.ts';
import bulkOrderRoutes from '../routes/private/orders/bulk-actions.ts';
import bulkTrackingRoutes from '../routes/private/tracking/bulk.ts';
import exportRoutes from '../routes/private/exports/exports.ts';
import orderRoutes from '../routes/private/orders/orders.ts';
import trackingRoutes from '../routes/private/orders/tracking.ts';
import paymentRoutes from '../routes/private/payments/payments.ts';
import paymentWebhookRoutes from '../routes/private/payments/webhook.ts';
import walletRoutes from '../routes/private/wallet/wallet.ts';
import reweighRoutes from '../routes/private/wallet/reweighs.ts';
import testBalanceRoutes from '../routes/private/wallet/test-balance.ts';
import apiKeyRoutes from '../routes/private/api-keys/api-keys.ts';
import invoiceRoutes from '../routes/private/invoices/invoices.ts';
import repaymentRoutes from '../routes/private/repayments/repayments.ts';
import customerReturnRoutes from '../routes/private/returns/customer-returns.ts';
import shopReturnRoutes from '../routes/private/returns/shop-returns.ts';
import returnUploadRoutes from '../routes/private/returns/uploads.ts';
import webhookRoutes from '../routes/private/webhooks/webhooks.ts';
import addressRoutes from '../routes/private/addresses/addresses.ts';
import batchRoutes from '../routes/private/batches/batches.ts';
import { PUBLIC_API_PREFIX, publicApi } from '../routes/public/public-api.ts';
import { PUBLIC_ROUTES } from '../routes/public/routes.ts';
import { findFixedLocation, findLocality } from '../services/locations/index.ts';
import { checkPostalCode } from '../services/locations/index.ts';
import type { LocationResolver } from '../services/pricing/index.ts';

/** The parts the routes of either door read: the database, accounts, jobs, quotes, render threads and the shared contexts. */
const DOOR_DEPENDENCIES = ['curiero-db', 'curiero-api-keys', 'curiero-auth', 'curiero-jobs', 'curiero-quotes', 'curiero-render', 'curiero-batch-checks', 'curiero-commerce', 'curiero-tracking', 'curiero-payouts'];

export function registerRoutes(app: FastifyInstance): void {
  app.register(healthRoutes, { prefix: '/api' });
  app.register(privateDoor, { prefix: '/api/private' });
  // The shops' public API (routes/public/): API keys, the contract's error shape, its own limits.
  app.register(fp(publicApi(PUBLIC_ROUTES), { name: 'curiero-public-door', encapsulate: true, dependencies: DOOR_DEPENDENCIES }), { prefix: PUBLIC_API_PREFIX });
  app.register(authCallbackRoutes);
}

/** The private door: the app's own calls, under /api/private. */
const privateDoor = fp(
  async (door: FastifyInstance) => {
    door.register(appConfigRoutes);
    door.register(chatMessageRoutes, { prefix: '/chat' });
    door.register(errorReportRoutes);
    door.register(formRoutes);
    const accountRoutes = [
      loginRoutes,
      passwordRoutes,
      verifyEmailRoutes,
      socialRoutes,
      impersonationRoutes,
      profileRoutes,
      closeAccountRoutes,
      checkEmailRoutes,
      adminRoutes,
    ];
    for (const routes of accountRoutes) door.register(routes);
    for (const routes of [locationCatalogueRoutes, fixedLocationRoutes, searchRoutes]) door.register(routes);
    // Localities and lockers for pricing come from the reference data.
    const resolver: LocationResolver = {
      findLocality: (ref) => findLocality(door.db, ref),
      findFixedLocation: (id) => findFixedLocation(door.db, id),
      checkPostalCode: (address) => checkPostalCode(door.db, address),
    };
    door.register(priceCalculationRoutes, { resolver, quotes: door.quotes, carriers: () => door.commerce.ctx.carriers });
    for (const routes of [orderRoutes, trackingRoutes, labelRoutes, paymentRoutes, paymentWebhookRoutes, walletRoutes, reweighRoutes, testBalanceRoutes, adminRefundRoutes, adminInvoiceRoutes]) door.register(routes);
    for (const routes of [deviceTokenRoutes, subscriptionRoutes, apiKeyRoutes]) door.register(routes);
    // Cash on delivery: repayments, payouts and their reports (routes/private/repayments/).
    door.register(repaymentRoutes);
    // Invoices and credit notes: the list, their PDF / XML and a month's export (routes/private/invoices/).
    door.register(invoiceRoutes);
    door.register(webhookRoutes);
    door.register(addressRoutes);
    // Many orders at once (issue #34): labels and cancellations of a selection, bulk tracking, status exports.
    for (const routes of [bulkOrderRoutes, bulkTrackingRoutes, exportRoutes]) door.register(routes);
    // The batch import: a file's rows validated, quoted and booked as orders paid once (routes/private/batches/).
    door.register(batchRoutes);
    // Shop returns: the shop's page and inbox, the customers' withdrawal, the image uploads (routes/private/returns/).
    for (const routes of [shopReturnRoutes, customerReturnRoutes, returnUploadRoutes]) door.register(routes);
    // The signed-in customer's own returns (the dashboard's "Retururile mele").
    door.register(filedReturnRoutes);
  },
  { name: 'curiero-private-door', encapsulate: true, dependencies: DOOR_DEPENDENCIES },
);
