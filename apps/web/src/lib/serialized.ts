/** A core type as it arrives over JSON: dates become ISO strings (in nested objects and arrays too). */
export type Serialized<T> = {
  [K in keyof T]: SerializedValue<T[K]>;
};

type SerializedValue<V> = V extends Date
  ? string
  : V extends null
    ? null
    : V extends readonly (infer E)[]
      ? SerializedValue<E>[]
      : V extends object
        ? Serialized<V>
        : V;
