/** Cryptographically strong random bytes, for API key secrets (D2). */
export interface RandomSource {
  bytes(length: number): Uint8Array;
}
