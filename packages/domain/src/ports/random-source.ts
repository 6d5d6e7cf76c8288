/** Cryptographically strong random bytes, for API key secrets. */
export interface RandomSource {
  bytes(length: number): Uint8Array;
}
