export { type AppOptions, createApp } from './app.js';
export { STATUS_BY_CODE, statusForCode } from './error-mapping.js';
export { createHttpServer, type HttpServerOptions } from './http-server.js';
export type { LogSink } from './middleware/request-log.js';
export * from './rate-limit/index.js';
export type { DataFiles } from './routes/route.js';
export { listRoutes } from './routes/route-table.js';
