import { ROUTES } from '../routes/route-table.js';
import { buildOpenApiDocument } from './openapi-document.js';

/** Test support: the document the server serves, built from the route table. */
export const openApiDocument = buildOpenApiDocument(ROUTES);
