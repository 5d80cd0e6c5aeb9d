// Counted nouns in messages ("1 seat", "3 seats"), one way everywhere.

/** `n` and the noun in singular or plural: plural(2, "seat") is "2 seats". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
