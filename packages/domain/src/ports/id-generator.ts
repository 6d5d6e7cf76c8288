/** New record ids: UUIDv7 in production (time-ordered, kind to indexes). */
export interface IdGenerator {
  newId(): string;
}
