/** A core type as it arrives over JSON: dates become ISO strings, everything else stays. */
export type Serialized<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
