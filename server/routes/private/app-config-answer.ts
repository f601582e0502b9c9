// The answer of GET /api/private/app-config the app reads (schemas: answers-common.ts says what they
// are for): what this deployment configures (the chat widget, Firebase Messaging for the web, the
// social logins, which carriers are simulated and whether it takes real orders, the card processor).
// The server sends every part; the schema requires none of them (but Firebase's keys): the app reads
// each part on its own and claims nothing from a missing or malformed one (lib/app-config.ts and its
// readers), and the server test checks the parts are all there.
import { DEPLOYMENTS } from '../../services/carriers/index.ts';
import { SOCIAL_PROVIDERS } from '../../config/social.ts';
import { int, nullableStr, orNull, str } from './answers-common.ts';

export const firebaseWebConfigSchema = {
  title: 'FirebaseWebConfig',
  type: 'object',
  required: ['apiKey', 'projectId', 'messagingSenderId', 'appId', 'vapidKey'],
  properties: { apiKey: str, projectId: str, messagingSenderId: str, appId: str, vapidKey: str },
} as const;

export const appConfigSchema = {
  title: 'AppConfig',
  type: 'object',
  properties: {
    chat: { type: 'object', properties: { widgetUrl: nullableStr } },
    firebase: orNull(firebaseWebConfigSchema),
    release: str,
    auth: { type: 'object', properties: { social_providers: { type: 'array', items: { type: 'string', enum: SOCIAL_PROVIDERS } } } },
    carriers: {
      type: 'object',
      description: 'Which carriers run on the simulated network (ids) and whether this deployment takes real orders.',
      properties: { deployment: { type: 'string', enum: DEPLOYMENTS }, simulated: { type: 'array', items: int } },
    },
    payments: {
      type: 'object',
      description: "The card processor: 'test' (the local test processor: the app says so), 'stripe' or 'netopia'.",
      properties: { gateway: { type: 'string', enum: ['test', 'stripe', 'netopia'] } },
    },
  },
} as const;
