/**
 * A page's first `Intl` object of any kind costs 25-40 ms on a phone (120-150 ms at 4x): the
 * engine's first look at its locale data, whatever the locale. That work is the process's, not the
 * thread's: done here, on a worker's thread, the page's own first number, date or plural format
 * later costs about a millisecond. Each service has its own first look, so each is touched.
 */
new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(0);
new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'medium' }).format(
  0,
);
new Intl.PluralRules('en').select(1);
// The page may be waiting to format (warmUpIntl's promise): done, before the worker ends.
self.postMessage('warm');
self.close();

// A module of its own (a worker's scope), with nothing to give the page.
export {};
