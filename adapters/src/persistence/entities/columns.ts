import { p } from '@mikro-orm/core';

/** Column builders shared by every table, so timestamps and ids read the same everywhere. */
export const uuidPrimaryKey = () => p.uuid().primary().defaultRaw('gen_random_uuid()');
export const createdAt = () =>
  p
    .datetime()
    .columnType('timestamptz')
    .defaultRaw('now()')
    .onCreate(() => new Date());
export const updatedAt = () =>
  p
    .datetime()
    .columnType('timestamptz')
    .defaultRaw('now()')
    .onCreate(() => new Date())
    .onUpdate(() => new Date());
export const timestamp = () => p.datetime().columnType('timestamptz');
export const submittedAt = () =>
  p
    .datetime()
    .columnType('timestamptz')
    .defaultRaw('now()')
    .onCreate(() => new Date());
