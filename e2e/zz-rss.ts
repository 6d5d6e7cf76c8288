import { createAccount, startSystem } from './support/system.js';
import { currentRssMb, newLedger, runMixedLoad } from './support/workload.js';
const system = await startSystem(['--rate-limit-per-hour', '10000000']);
const a = createAccount(system.db, 'a');
const ledger = newLedger();
for (let i = 0; i < 6; i++) {
  await runMixedLoad({ baseUrl: system.server.baseUrl, readKey: a.readKey, writeKey: a.writeKey, total: 8000, concurrency: 32, ledger });
  console.log(i, (await currentRssMb(system.server.process.pid!)).toFixed(1), ledger.live.size);
}
await system.dispose();
