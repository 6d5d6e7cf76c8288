// Changes to one account's members take turns in memory as on one SQLite connection: the
// ports' first-in, first-out queue runs one transaction at a time.
import { describeMemberTurnsContract } from '../testing/contracts/member-turns-contract.js';
import { createInMemoryPorts } from '../testing/in-memory-ports.js';

describeMemberTurnsContract('in memory, one process', async () => ({
  processes: [createInMemoryPorts()],
}));
