// The links every integrations page gives: the batch import in the account, and the public API's
// documentation for a developer (first steps, creating an order, webhooks, keys, the OpenAPI file).
import { SHOP_TOOLS } from '../../shared/integrations.ts';
import type { PageLink } from './integration-parts.tsx';

export const BATCH_IMPORT_LINK: PageLink = { to: SHOP_TOOLS.batchImport, label: 'Expedieri în lot, în contul tău' };

export const DEVELOPER_LINKS: readonly PageLink[] = [
  { to: SHOP_TOOLS.apiGettingStarted, label: 'Primii pași cu API-ul' },
  { to: SHOP_TOOLS.createOrderDocs, label: 'Crearea unei comenzi prin API' },
  { to: SHOP_TOOLS.webhooksDocs, label: 'Webhook-uri: notificări la schimbarea statusului' },
  { to: SHOP_TOOLS.apiKeys, label: 'Chei API (de test și live) în contul tău' },
  { to: SHOP_TOOLS.openapi, label: 'Documentul OpenAPI al API-ului' },
];
