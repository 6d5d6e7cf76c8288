/** `-1`, `0` or `1` for two plain values of the same kind (numbers, or ASCII-ordered strings). */
export function compareValues(a: number | string, b: number | string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
