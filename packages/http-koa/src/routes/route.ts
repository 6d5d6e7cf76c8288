import type { IncomingHttpHeaders } from 'node:http';
import type {
  DeferredKeyCheck,
  ExportFileWriter,
  ImportFileParser,
  LogoEncoder,
  Ports,
  Principal,
  RateFileReader,
  RawQuery,
  StatementReader,
} from '@subtrack/domain';
import type { AuthFailureThrottle } from '../rate-limit/auth-failure-throttle.js';
import type { TextStream } from '../text-stream.js';
import type { RouteDoc } from './route-doc.js';

export type { DocTag, RouteDoc } from './route-doc.js';

/** The methods the API serves (preflight OPTIONS is answered before routing). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route's `parse` sees: nothing has been validated yet. */
export interface RouteRequest {
  /** Path parameters by name, percent-decoded (`{id}` -> `params.id`). */
  params: Record<string, string>;
  query: RawQuery;
  /** The JSON object body; `undefined` when the route reads none or the body was empty. */
  body: Record<string, unknown> | undefined;
  /** The uploaded file of a `body: 'file'` route, with its `Content-Type`. */
  file?: { bytes: Buffer; contentType: string };
}

/**
 * The file readers and writers of imports and exports, and the logo encoder that
 * re-encodes the logos an import brings. Adapters (CSV, zip, SQLite and image libraries),
 * so the composition root passes them in; http-koa imports no other adapter.
 */
export interface DataFiles {
  parser: ImportFileParser;
  writer: ExportFileWriter;
  /** Absent: an import leaves every logo out, with a warning. */
  logoEncoder?: LogoEncoder;
  /** The reader of the European Central Bank's rate files (absent: rate imports fail). */
  rates?: RateFileReader;
  /** The bank export reader (absent: discoveries fail). */
  statements?: StatementReader;
}

/** What a route's `handle` answers with. `requestId` is added by the app. */
export interface RouteReply {
  /** 200 unless said otherwise. */
  status?: number;
  headers?: Record<string, string>;
  /**
   * A JSON object (gets `requestId`), or text or bytes sent as they are with `contentType`,
   * or a text made in pieces sent piece by piece.
   */
  body: Record<string, unknown> | string | Buffer | TextStream;
  /** For text and byte bodies, e.g. `text/html; charset=utf-8`. */
  contentType?: string;
  /** False for documents that must stay exactly as they are (the OpenAPI document). */
  addRequestId?: boolean;
  /** The JSON body can run to megabytes (analytics): serialise it in chunks as it is sent. */
  large?: boolean;
}

/** Everything an authenticated route's `handle` may use. */
export interface ApiCall {
  ports: Ports;
  principal: Principal;
  requestId: string;
  /** Absent when the app was built without them (the data routes then fail). */
  dataFiles?: DataFiles;
  /** A route that `checksKeyInRead`: the key's check its read must confirm, when it was left to it. */
  keyCheck?: DeferredKeyCheck;
}

/**
 * An authenticated `/api/v1` route. `parse` throws every 400 before any quota is
 * used; `prepare` (when there is one) does the slow part of a write outside the event loop;
 * `handle` calls one use case and shapes the envelope.
 */
export interface ApiRoute<I = unknown, P = I> {
  kind: 'api';
  method: HttpMethod;
  /** OpenAPI path syntax: `/api/v1/subscriptions/{id}`. */
  path: string;
  scope: 'read' | 'write';
  doc: RouteDoc;
  /**
   * Read a JSON object body (POST/PATCH; an empty body is `invalid_json` unless
   * `emptyBodyIsObject`), or the raw bytes of an uploaded file.
   */
  body?: 'json-object' | 'file';
  /** The body limit of a `file` route (the API's JSON bodies stop at 64 KiB). */
  maxBodyBytes?: number;
  /** PATCH: a body with no bytes means `{}`, so the domain answers `empty_patch`. */
  emptyBodyIsObject?: boolean;
  /**
   * A GET whose `handle` hands `call.keyCheck` to its one read, which checks the key with
   * the record (one round trip on a database server). Nothing is answered unless that read
   * confirmed the key; otherwise the request runs again with the key checked first.
   */
  checksKeyInRead?: boolean;
  /** Body keys whose use earns a `Deprecation: true` header. */
  deprecatedBodyFields?: readonly string[];
  parse(request: RouteRequest): I;
  /**
   * Write routes only: slow work the write needs before its transaction, awaited after the
   * quota and before `handle`, which gets its result; a 400 it throws gives the quota
   * unit back like any other. D33's import reads the uploaded file here (an archive or a
   * database in a worker thread), so no transaction and no other request waits for it.
   */
  prepare?(input: I, call: ApiCall): Promise<P>;
  /** Calls its use case and awaits it; a write route's `call.ports` may be a transaction's. */
  handle(input: P, call: ApiCall): Promise<RouteReply>;
  /**
   * D32, PATCH and DELETE of a resource with an ETag: its current ETag (`null` when it does
   * not exist), read inside the write's transaction to check `If-Match`.
   */
  currentEtag?(input: P, call: ApiCall): Promise<string | null>;
}

/** Everything a public route's `handle` may use. */
export interface PublicCall {
  ports: Ports;
  /** Throws (or rejects) when the database does not answer. */
  checkHealth: () => void | Promise<void>;
  /** Path parameters by name, percent-decoded (`/docs/assets/{file}` -> `params.file`). */
  params: Record<string, string>;
  /** The request's headers, lower-case names as Node gives them. */
  headers: IncomingHttpHeaders;
  /** The client address (per-address throttling), `X-Forwarded-For` only with `--trust-proxy`. */
  clientAddress: string;
  /** Where failed calendar-feed token lookups count, like invalid keys. */
  throttle: AuthFailureThrottle;
}

/** A route without authentication or quota (`/healthz`, the OpenAPI document, `/docs`). */
export interface PublicRoute {
  kind: 'public';
  method: HttpMethod;
  path: string;
  doc: RouteDoc;
  handle(call: PublicCall): RouteReply | Promise<RouteReply>;
}

export type Route = ApiRoute | PublicRoute;

/** Keeps the parse/prepare/handle input types checked while the route table holds `ApiRoute<unknown>`. */
export function defineApiRoute<I, P = I>(route: Omit<ApiRoute<I, P>, 'kind'>): ApiRoute {
  return { kind: 'api', ...route } as unknown as ApiRoute;
}
