import type { TestContext } from 'node:test';
import { cliWriteContext, createCalendarFeed } from '@subtrack/domain';
// Test-only: the composition root (cli-seed) passes these in production.
import {
  createImportFileParser,
  createStatementReader,
  ecbRateFileReader,
  exportFileWriter,
} from '@subtrack/file-formats';
import { createSharpLogoEncoder } from '@subtrack/logo-images';
import { startTestServer, type TestServer } from './test-server.js';

/** A test server with the file formats of D33 and D52 and the logo encoder, as `serve` builds it. */
export function startDataIoServer(
  t: TestContext,
  options: Parameters<typeof startTestServer>[1] = {},
) {
  return startTestServer(t, {
    dataFiles: {
      parser: createImportFileParser(),
      writer: exportFileWriter,
      rates: ecbRateFileReader,
      statements: createStatementReader(),
      logoEncoder: createSharpLogoEncoder(),
    },
    ...options,
  });
}

/** Makes the test account's feed and returns its path. */
export async function feedPathOf(
  server: TestServer,
  accountId = server.accountId,
): Promise<string> {
  return (await createCalendarFeed(server.ports, cliWriteContext(accountId, 'req-feed'))).feedUrl;
}
