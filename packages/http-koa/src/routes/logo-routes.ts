import {
  alreadyEncoded,
  apiKeyWriteContext,
  type EncodedLogo,
  getLogo,
  getSubscription,
  LOGO_CONTENT_TYPES,
  type LogoEncoder,
  MAX_LOGO_UPLOAD_BYTES,
  parseNoQuery,
  parseSubscriptionId,
  removeLogo,
  setLogo,
  subscriptionEtag,
  toSubscriptionResource,
} from '@subtrack/domain';
import { json } from '../openapi/operation.js';
import { schemaRef } from '../openapi/schema-ref.js';
import { dataFilesOf } from './data-files.js';
import type { JsonSchema } from './json-schema.js';
import { type ApiCall, defineApiRoute, type RouteDoc, type RouteRequest } from './route.js';

const LOGO = '/api/v1/subscriptions/{id}/logo';
const tag = 'Subscriptions';
const path: RouteDoc['path'] = {
  id: {
    description: 'Subscription id (UUID); another value gives 400 invalid_subscription_id.',
    schema: schemaRef('Uuid'),
  },
};
const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'];
const images = (types: readonly string[]) =>
  Object.fromEntries(
    types.map((type) => [
      type,
      { schema: { type: 'string', contentMediaType: type } as JsonSchema },
    ]),
  );
// The browser keeps the image and asks again with If-None-Match each time (a 304 is cheap);
// private, as the image is the account's.
const CACHE_CONTROL = 'private, no-cache';

/** The encoder the app was built with. */
function logoEncoderOf(call: ApiCall): LogoEncoder {
  const encoder = dataFilesOf(call).logoEncoder;
  // A composition root that forgot it is a programming error: a 500, logged.
  if (!encoder) throw new Error('createApp was built without a logo encoder');
  return encoder;
}

/** The record's ETag for `If-Match`, `null` when there is none. */
async function currentEtag(id: string, { ports, principal }: ApiCall): Promise<string | null> {
  const stored = await ports.subscriptions.findById(principal.accountId, id);
  return stored === null ? null : subscriptionEtag(stored);
}

const parseId = ({ params, query }: RouteRequest): string => {
  const id = parseSubscriptionId(params.id ?? '');
  parseNoQuery(query);
  return id;
};

/** A subscription's uploaded logo: store (re-encoded), read and remove. */
export const logoRoutes = [
  defineApiRoute<{ id: string; bytes: Buffer }, { id: string; logo: EncodedLogo }>({
    method: 'PUT',
    path: LOGO,
    scope: 'write',
    doc: {
      operationId: 'setSubscriptionLogo',
      tag,
      summary: "Upload a subscription's logo",
      description: [
        `The body is the image file itself: PNG, JPEG, WebP, GIF (its first frame) or SVG, at most ${MAX_LOGO_UPLOAD_BYTES} bytes (1 MiB; larger is 413 payload_too_large) and 40 megapixels. It replaces the record's logo.`,
        'The server re-encodes it as a square of at most 256 px (the whole picture fitted inside on a transparent background, never cropped) without any of its metadata; an SVG is rasterized and never served as SVG, and nothing it links to is fetched. The original is not kept.',
        'A URL instead of an image (the server never fetches one), a damaged or truncated file, another kind of file or more than 40 megapixels declared is 400 invalid_logo, whose message gives the reason. The record’s hasLogo becomes true and its updatedAt and ETag change; audited as subscription.logo_set.',
      ].join(' '),
      path,
      body: {
        description: 'The image, unchanged.',
        content: images(UPLOAD_TYPES),
      },
      success: {
        description: 'The record, now with hasLogo true.',
        content: json(schemaRef('SubscriptionEnvelope')),
        headers: ['ETag'],
      },
      errors: ['invalid_subscription_id', 'invalid_logo', 'subscription_not_found'],
    },
    body: 'file',
    maxBodyBytes: MAX_LOGO_UPLOAD_BYTES,
    parse: (request) => ({ id: parseId(request), bytes: request.file?.bytes ?? Buffer.alloc(0) }),
    // Decoded before the write's transaction (off the event loop, in the encoder), and only
    // once the record is known to be the caller's.
    prepare: async ({ id, bytes }, call) => {
      await getSubscription(call.ports, call.principal.accountId, id);
      return { id, logo: await logoEncoderOf(call).encode(bytes) };
    },
    async handle({ id, logo }, { ports, principal, requestId }) {
      const ctx = apiKeyWriteContext(principal, requestId);
      const updated = await setLogo(ports, alreadyEncoded(logo), ctx, id, new Uint8Array(0));
      return {
        headers: { ETag: subscriptionEtag(updated) },
        body: { data: toSubscriptionResource(updated) },
      };
    },
    currentEtag: ({ id }, call) => currentEtag(id, call),
  }),
  defineApiRoute({
    method: 'GET',
    path: LOGO,
    scope: 'read',
    doc: {
      operationId: 'getSubscriptionLogo',
      tag,
      summary: "Get a subscription's logo",
      description:
        'The uploaded logo as the server stored it: a square PNG or WebP of at most 256 px. Cacheable: it carries a strong ETag made from its bytes and Cache-Control private, no-cache; send the ETag in If-None-Match for a 304 without the bytes. A record without an uploaded logo is 404 logo_not_found (the web pages may still draw a brand icon or initials for it).',
      path,
      success: {
        description: 'The image.',
        content: images(LOGO_CONTENT_TYPES),
        headers: ['ETag', 'Cache-Control'],
      },
      errors: ['invalid_subscription_id', 'subscription_not_found', 'logo_not_found'],
    },
    parse: parseId,
    async handle(id, { ports, principal }) {
      const logo = await getLogo(ports, principal.accountId, id);
      return {
        headers: { ETag: logo.etag, 'Cache-Control': CACHE_CONTROL },
        body: Buffer.from(logo.bytes),
        contentType: logo.contentType,
      };
    },
  }),
  defineApiRoute({
    method: 'DELETE',
    path: LOGO,
    scope: 'write',
    doc: {
      operationId: 'deleteSubscriptionLogo',
      tag,
      summary: "Remove a subscription's logo",
      description:
        'Removes the uploaded logo. The record’s hasLogo becomes false and its updatedAt and ETag change; audited as subscription.logo_removed. A record without one is 404 logo_not_found.',
      path,
      success: { status: 204, description: 'Removed. No body.' },
      errors: ['invalid_subscription_id', 'subscription_not_found', 'logo_not_found'],
    },
    parse: parseId,
    async handle(id, { ports, principal, requestId }) {
      await removeLogo(ports, apiKeyWriteContext(principal, requestId), id);
      return { status: 204, body: '' };
    },
    currentEtag: (id, call) => currentEtag(id, call),
  }),
];
