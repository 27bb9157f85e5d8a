const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID: the shop's ids are UUIDs, and anything else is looked up as nothing, not as a database error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
