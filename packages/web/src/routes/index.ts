import type { RegisterRoutes } from '../web-deps.js';
import { registerAccountRoutes } from './account-routes.js';
import { registerActivityRoutes } from './activity-routes.js';
import { registerCalendarRoutes } from './calendar-routes.js';
import { registerDashboardRoutes } from './dashboard-routes.js';
import { registerDataTransferRoutes } from './data-transfer-routes.js';
import { registerDeviceRoutes } from './device-routes.js';
import { registerFindSubscriptionsRoutes } from './find-subscriptions-routes.js';
import { registerHomeCurrencyRoutes } from './home-currency-routes.js';
import { registerInsightsRoutes } from './insights-routes.js';
import { registerKeyRoutes } from './keys-routes.js';
import { registerLanguageRoutes } from './language-routes.js';
import { registerMemberRoutes } from './members-routes.js';
import { registerNotificationRoutes } from './notifications-routes.js';
import { registerOidcAccountRoutes } from './oidc-routes.js';
import { registerPasskeyRoutes } from './passkey-routes.js';
import { registerRatesRoutes } from './rates-routes.js';
import { registerSettingsRoutes } from './settings-routes.js';
import { registerSubscriptionRoutes } from './subscription-routes.js';
import { registerThemeRoutes } from './theme-routes.js';

export type { RegisterRoutes } from '../web-deps.js';

/**
 * Every signed-in screen's routes, mounted behind `requireSession`, the CSRF check and the
 * role check (each route's role is a row of `access/route-roles.ts`).
 * Add a screen by appending its register function.
 */
export const SCREEN_ROUTES: RegisterRoutes[] = [
  registerAccountRoutes,
  registerDashboardRoutes,
  registerSubscriptionRoutes,
  registerCalendarRoutes,
  registerDataTransferRoutes,
  registerKeyRoutes,
  registerNotificationRoutes,
  registerActivityRoutes,
  registerInsightsRoutes,
  registerMemberRoutes,
  registerPasskeyRoutes,
  registerDeviceRoutes,
  registerOidcAccountRoutes,
  registerRatesRoutes,
  registerHomeCurrencyRoutes,
  registerFindSubscriptionsRoutes,
  registerSettingsRoutes,
  registerThemeRoutes,
  registerLanguageRoutes,
];
