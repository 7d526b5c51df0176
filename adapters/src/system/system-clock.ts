import type { Clock } from '@commons/core/shared/clock';

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
