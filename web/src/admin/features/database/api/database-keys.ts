/** The database pages' reads share one prefix: a save or a removal in any table reads them all again. */
export const databaseKeys = {
  all: ['database'] as const,
  table: (name: string) => [...databaseKeys.all, name] as const,
};
