/** A translation's shape with every text widened to string: each language fills the same keys. */
export type DeepText<T> = { [K in keyof T]: T[K] extends string ? string : DeepText<T[K]> };
