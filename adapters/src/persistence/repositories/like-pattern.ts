/** A LIKE pattern for "contains `text`": `%`, `_` and `\` in it are literal characters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
