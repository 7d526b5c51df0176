/**
 * Sets `key` in a map kept to at most `limit` entries: a new key beyond the limit lets the oldest
 * go (a Map iterates in insertion order). Replacing a key's value keeps its place and lets none go.
 */
export function setWithin<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.set(key, value);
  if (map.size > limit) map.delete(map.keys().next().value!);
}
