/** `a / b` to two decimals (NaN when `b` is not positive): the bench tables' ratios. */
export const ratio = (a: number, b: number) =>
  b > 0 ? Math.round((a / b) * 100) / 100 : Number.NaN;
