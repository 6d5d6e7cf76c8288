import { analyticsRoutes } from './analytics-routes.js';
import { isApiPath } from './api-path.js';
import { auditEventRoutes } from './audit-event-routes.js';
import { calendarFeedRoutes } from './calendar-feed-routes.js';
import { currencySettingsRoutes } from './currency-settings-routes.js';
import { dataIoRoutes } from './data-io-routes.js';
import { discoveryRoutes } from './discovery-routes.js';
import { docsRoutes } from './docs-routes.js';
import { exchangeRateRoutes } from './exchange-rate-routes.js';
import { logoRoutes } from './logo-routes.js';
import { notificationSettingsRoutes } from './notification-settings-routes.js';
import { paymentRoutes } from './payment-routes.js';
import { healthRoute, openApiDocumentRoute } from './public-routes.js';
import type { Route } from './route.js';
import { subscriptionRoutes } from './subscription-routes.js';

/** Every route the app serves, in one table: routing, 405 `Allow` and `listRoutes` agree. */
export const ROUTES: readonly Route[] = [
  ...subscriptionRoutes,
  ...logoRoutes,
  ...paymentRoutes,
  ...analyticsRoutes,
  ...notificationSettingsRoutes,
  ...auditEventRoutes,
  ...dataIoRoutes,
  healthRoute,
  openApiDocumentRoute(() => ROUTES),
  ...docsRoutes,
  ...calendarFeedRoutes,
  ...exchangeRateRoutes,
  ...currencySettingsRoutes,
  ...discoveryRoutes,
];

/**
 * Every served method and path, in OpenAPI path syntax, including the preflight OPTIONS
 * of each `/api/v1` path. The OpenAPI test compares this with the document.
 */
export function listRoutes(): Array<{ method: string; path: string }> {
  const served = ROUTES.map(({ method, path }) => ({ method, path }));
  const preflights = [...new Set(ROUTES.map((route) => route.path))]
    .filter(isApiPath)
    .map((path) => ({ method: 'OPTIONS', path }));
  return [...served, ...preflights];
}
