/** One page of a list: the items and whether another page follows (`offset + limit`). */
export interface Page<T> {
  items: T[];
  hasMore: boolean;
}

/** Offset pagination as the spec defines it (limit 1-100, offset >= 0). */
export interface Pagination {
  limit: number;
  offset: number;
}
