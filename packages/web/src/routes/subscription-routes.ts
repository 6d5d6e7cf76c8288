import type { RegisterRoutes } from '../web-state.js';
import { registerSubscriptionActionRoutes } from './subscription-action-routes.js';
import { registerSubscriptionFormRoutes } from './subscription-form-routes.js';
import { registerSubscriptionListRoutes } from './subscription-list-routes.js';

/** Every `/subscriptions` route (D27): list, create, edit, status moves and delete. */
export const registerSubscriptionRoutes: RegisterRoutes = (router, deps) => {
  registerSubscriptionListRoutes(router, deps);
  registerSubscriptionFormRoutes(router, deps);
  registerSubscriptionActionRoutes(router, deps);
};
