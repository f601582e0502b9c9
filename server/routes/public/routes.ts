// Every route plugin of the public API, registered under /api/public/v1 by public-api.ts. Each file
// holds the calls of one part of the contract (api-shapes): account, addresses, locations, search,
// orders, repayments, plus our own webhooks, returns and the OpenAPI document.
import accountRoutes from './account.ts';
import addressRoutes from './addresses.ts';
import publicLocationRoutes from './locations.ts';
import openApiRoutes from './openapi.ts';
import publicOrderRoutes from './orders.ts';
import type { PublicRoutes } from './public-api.ts';
import publicRepaymentRoutes from './repayments.ts';
import publicReturnRoutes from './returns.ts';
import publicSearchRoutes from './search.ts';
import webhookRoutes from './webhooks.ts';

export const PUBLIC_ROUTES: readonly PublicRoutes[] = [openApiRoutes, accountRoutes, publicOrderRoutes, addressRoutes, webhookRoutes, publicLocationRoutes, publicSearchRoutes, publicRepaymentRoutes, publicReturnRoutes];
