/**
 * A request whose failure leaves an empty value and shows no message (spec §4: failed fetches of
 * spaces, projects and catalogs give empty lists, of carts null). Used in a query's `queryFn`, it
 * also means no retries, as before these lists moved into the query cache.
 */
export function fallbackOnError<T, F>(request: Promise<T>, fallback: F): Promise<T | F> {
  return request.catch(() => fallback);
}
