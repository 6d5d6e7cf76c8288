import type { RegisterRoutes } from '../web-deps.js';
import { registerSubscriptionActionRoutes } from './subscription-action-routes.js';
import { registerSubscriptionFormRoutes } from './subscription-form-routes.js';
import { registerSubscriptionListRoutes } from './subscription-list-routes.js';
import { registerSubscriptionLogoRoutes } from './subscription-logo-routes.js';
import { registerSubscriptionPageRoutes } from './subscription-page-routes.js';

/** Every `/subscriptions` route: list, create, edit, status moves, delete and a subscription's own page. */
export const registerSubscriptionRoutes: RegisterRoutes = (router, deps) => {
  registerSubscriptionListRoutes(router, deps);
  registerSubscriptionFormRoutes(router, deps);
  registerSubscriptionActionRoutes(router, deps);
  registerSubscriptionLogoRoutes(router, deps);
  // After the form's `/subscriptions/new`, which `/subscriptions/:id` would also match.
  registerSubscriptionPageRoutes(router, deps);
};
