/**
 * Sets `key` in a Map kept to at most `max` entries: when a new key would pass it, the entry
 * set longest ago goes first (a Map keeps insertion order). For the server's in-memory caches.
 */
export function setBounded<K, V>(map: Map<K, V>, max: number, key: K, value: V): void {
  if (!map.has(key) && map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}
