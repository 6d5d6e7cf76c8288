import { setTimeout as delay } from 'node:timers/promises';
import type { Ports } from '@subtrack/domain';

/**
 * Wraps the ports' password hasher so each check takes `ms` (like a real slow hash, so
 * parallel requests overlap) and is counted. Answers how many checks ran so far.
 */
export function slowCountingHasher(ports: Ports, ms = 50): () => number {
  const real = ports.passwordHasher;
  let checks = 0;
  ports.passwordHasher = {
    hash: (password) => real.hash(password),
    async verify(password, stored) {
      checks += 1;
      await delay(ms);
      return real.verify(password, stored);
    },
  };
  return () => checks;
}
