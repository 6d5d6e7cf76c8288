// A test server process (D31): serves the app on a SQLite file and SIGKILLs itself right
// after the first write whose stored idempotent answer committed, before the answer is
// sent. Prints `listening on URL`. Usage: tsx crash-after-commit-server.ts DB_FILE
import type { AddressInfo } from 'node:net';
import type { Ports } from '@subtrack/domain';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { createApp } from '../app.js';
import { createHttpServer } from '../http-server.js';

const ports = createSqlitePorts(openDatabase(process.argv[2] ?? ''));
const crashing: Ports = {
  ...ports,
  unitOfWork: {
    async transaction(work) {
      let answerStored = false;
      const result = await ports.unitOfWork.transaction((tx) =>
        work({
          ...tx,
          idempotency: {
            ...tx.idempotency,
            async save(record) {
              await tx.idempotency.save(record);
              if (record.response !== null) answerStored = true;
            },
          },
        }),
      );
      // The transaction has committed the write and its answer: die now.
      if (answerStored) process.kill(process.pid, 'SIGKILL');
      return result;
    },
  },
};
const server = createHttpServer(createApp({ ports: crashing, log: () => undefined }).callback());
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`listening on http://127.0.0.1:${port}\n`);
});
