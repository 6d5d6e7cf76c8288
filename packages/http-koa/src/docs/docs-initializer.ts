/**
 * The script that starts Swagger UI on `/docs`. It is served as a file of its own
 * (`/docs/assets/docs-init.<hash>.js`) because the page's Content-Security-Policy allows
 * no inline script. `validatorUrl: null` keeps Swagger UI from sending the document to
 * its public validator (the page loads nothing from elsewhere); the document's `servers`
 * entry `/` makes "Try it out" send requests to this same server.
 */
export const DOCS_INITIALIZER = `'use strict';
window.addEventListener('DOMContentLoaded', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/v1/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    validatorUrl: null,
    displayRequestDuration: true,
    defaultModelsExpandDepth: 0,
  });
});
`;
