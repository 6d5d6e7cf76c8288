export { createMcpServer, type McpServerOptions } from './create-mcp-server.js';
export { type ApiSchemas, outputSchemaOf } from './output-schemas.js';
export { createMcpHttpHandler, type McpHttpExchange, type McpHttpHandler } from './serve-http.js';
export { type StdioOptions, serveMcpOverStdio } from './serve-stdio.js';
export type { SubtrackTool, ToolDoors } from './tool.js';
export type { ToolCall, ToolCallEntry, ToolCallGate } from './tool-call-gate.js';
export { ALL_TOOLS, toolsForScope } from './tool-catalogue.js';
