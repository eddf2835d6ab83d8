// The server's name for the storage's row ids (db/ids.ts, where the schema's id columns take them from).
export { ID_PATTERN, isId, newId } from '@/db/ids';
