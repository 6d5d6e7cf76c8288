export { type AppOptions, createApp } from './app.js';
export { STATUS_BY_CODE, statusForCode } from './error-mapping.js';
export { createHttpServer, type HttpServerOptions } from './http-server.js';
export {
  MCP_PATH,
  type McpExchange,
  type McpHandler,
} from './mcp/mcp-endpoint.js';
export {
  type AdmittedToolCall,
  createToolCallGate,
  type ToolCallEntry,
  type ToolCallGateOptions,
  type ToolCallOutcome,
} from './mcp/tool-call-gate.js';
export type { LogSink } from './middleware/request-log.js';
export { API_SCHEMAS } from './openapi/openapi-document.js';
export * from './rate-limit/index.js';
export type { DataFiles } from './routes/route.js';
export { listRoutes } from './routes/route-table.js';
