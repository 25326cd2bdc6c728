/** `%`, `_` and `\` typed in a search box are meant literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
