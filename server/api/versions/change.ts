/**
 * One breaking change of the API, as a module of its own (docs/decisions/api-versions.md). The domain layer
 * renders only the newest shape; a change turns it back into the shape of the versions before `version`:
 * each answer it affects (keyed `METHOD /path/template`, the operation's method and path) and each event type's
 * `data`, from the new shape to the old; and requests of the older versions, from the old shape to the new.
 * Functions receive plain JSON (a parsed body) and return a new value; they never touch the database.
 */
export type Json = unknown;

export interface VersionChange {
  /** The version (a date, YYYY-MM-DD) that introduced the change: older versions are rendered through it. */
  version: string;
  /** One line, for the changelog's list. */
  title: string;
  /** What changes and what to do about it (Markdown, a paragraph or two; the changelog prints it). */
  description: string;
  /** Answers this change affects: new shape -> old shape (2xx answers only). */
  responses?: Record<string, (body: Json) => Json>;
  /** Request bodies this change affects: old shape -> new shape, before validation. */
  requests?: Record<string, (body: Json) => Json>;
  /** Event types this change affects: the event's `data`, new shape -> old shape. */
  events?: Record<string, (data: Json) => Json>;
  /**
   * Events written before the change (the outbox keeps them for replays): their `data`, old shape -> new
   * shape. Must leave data already in the new shape as it is.
   */
  storedEvents?: Record<string, (data: Json) => Json>;
  /** The OpenAPI document (newest shape, a private copy) -> the document of the versions before this one. */
  openapi?: (doc: Record<string, any>) => void;
}
