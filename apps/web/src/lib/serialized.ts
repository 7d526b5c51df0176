/** A core type as it arrives over JSON: dates become ISO strings (in nested objects too). */
export type Serialized<T> = {
  [K in keyof T]: SerializedValue<T[K]>;
};

type SerializedValue<V> = V extends Date
  ? string
  : V extends null
    ? null
    : V extends readonly unknown[]
      ? V
      : V extends object
        ? Serialized<V>
        : V;
