/** The current instant. The domain never reads the system clock itself. */
export interface Clock {
  now(): Date;
}
