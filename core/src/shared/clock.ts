/** The time port: every deadline in the core (code expiry, sessions, ad schedules) asks it. */
export interface Clock {
  now(): Date;
}
