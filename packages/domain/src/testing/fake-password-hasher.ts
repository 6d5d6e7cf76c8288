import { createHash, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher } from '../ports/password-hasher.js';

/**
 * A fast stand-in for the real password hash in unit tests: salted SHA-256 with a
 * `fake$` prefix, so no test waits on scrypt. Never use it outside tests.
 */
export class FakePasswordHasher implements PasswordHasher {
  private counter = 0;

  async hash(password: string): Promise<string> {
    const salt = `salt${this.counter++}`;
    return `fake$${salt}$${digest(salt, password)}`;
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, salt = '', expected = ''] = stored.split('$');
    if (scheme !== 'fake') return false;
    const actual = Buffer.from(digest(salt, password));
    const wanted = Buffer.from(expected);
    return actual.length === wanted.length && timingSafeEqual(actual, wanted);
  }
}

function digest(salt: string, password: string): string {
  return createHash('sha256').update(`${salt}:${password}`).digest('hex');
}
