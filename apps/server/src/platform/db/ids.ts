const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids in the database; any other id names nothing, so it is simply not found. */
export function isStoredId(id: string): boolean {
  return UUID.test(id);
}
