/** The largest id a PostgreSQL `int`/`serial` column holds: no id in any call is larger. */
export const MAX_ID = 2 ** 31 - 1;
