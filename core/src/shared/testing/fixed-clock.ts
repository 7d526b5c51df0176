import type { Clock } from '../clock.ts';

/** A clock tests can set and advance. */
export class FixedClock implements Clock {
  #now: Date;

  constructor(start: Date | string = '2026-01-01T00:00:00.000Z') {
    this.#now = new Date(start);
  }

  now(): Date {
    return new Date(this.#now);
  }

  advanceSeconds(seconds: number): void {
    this.#now = new Date(this.#now.getTime() + seconds * 1000);
  }

  set(to: Date | string): void {
    this.#now = new Date(to);
  }
}
