import type { Database } from '../../sandbox/core/db/database';

/**
 * Holds every transaction of the database `ms` before it runs, until `restore()`: a request that
 * moves money is then caught in the middle, as on a loaded PostgreSQL, so that what reaches the
 * server meanwhile (a copy of the same request, the clock moving on) meets it there. `entered`
 * resolves when the first held transaction starts waiting.
 */
export function slowTransactions(db: Database, ms: number) {
  const transaction = db.transaction.bind(db);
  let enter!: () => void;
  const entered = new Promise<void>((resolve) => (enter = resolve));
  db.transaction = async (fn) => {
    enter();
    await new Promise((resolve) => setTimeout(resolve, ms));
    return transaction(fn);
  };
  return { entered, restore: () => void (db.transaction = transaction) };
}

/**
 * Makes every transaction of the database commit and then fail, until `restore()`: the work is
 * done and its answer lost, as when the connection drops after COMMIT.
 */
export function loseAnswers(db: Database) {
  const transaction = db.transaction.bind(db);
  db.transaction = async (fn) => {
    await transaction(fn);
    throw new Error('connection lost after COMMIT (injected by a test)');
  };
  return { restore: () => void (db.transaction = transaction) };
}
