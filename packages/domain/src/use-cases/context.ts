import type { Principal } from '../keys/api-key.js';

/** Who writes, and under which request id: what every audit record carries (D18). */
export interface WriteContext {
  principal: Principal;
  requestId: string;
}
