/**
 * `@subtrack/notify-channels`: the outbound adapters of the domain's `ChannelSender` port
 *: Bark, ntfy, Gotify, Standard Webhooks, email and members' devices (Web Push).
 */
export * from './create-channel-sender.js';
export { barkRequest } from './kinds/bark.js';
export { gotifyRequest } from './kinds/gotify.js';
export { ntfyRequest } from './kinds/ntfy.js';
export { PUSH_TTL_SECONDS, type VapidDetails, webPushRequest } from './kinds/web-push.js';
export { signWebhook, webhookRequest } from './kinds/webhook.js';
export { webhookEvent } from './kinds/webhook-event.js';
