const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether the text has the shape of a UUID. Record ids are UUIDs; text from outside (a URL, a
 * provider's metadata) that is not one cannot name a record, and a uuid column would refuse it
 * with an error instead of finding nothing.
 */
export function isUuid(text: string): boolean {
  return uuidPattern.test(text);
}
