/** A report row names its bucket: a UTC day (YYYY-MM-DD) or the start of a UTC hour (ISO 8601). */
export type Bucketed = { day: string } | { hour: string };

export const bucketOf = (row: Bucketed): string => ('day' in row ? row.day : row.hour);

/** A bucket as the tables say it: the day in full, an hour as "03-02 10:00" (UTC). */
export function bucketText(bucket: string): string {
  return bucket.includes('T') ? `${bucket.slice(5, 10)} ${bucket.slice(11, 16)}` : bucket;
}

/** A bucket on a chart's axis: a day without its year ("03-02"), an hour as in the tables. */
export function bucketAxisText(bucket: string): string {
  return bucket.includes('T') ? bucketText(bucket) : bucket.slice(5);
}
