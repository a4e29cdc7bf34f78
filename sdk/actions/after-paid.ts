/**
 * Passes a paid claim's answer on once the balance is read again (a failed read loses nothing:
 * the header's next refresh shows it).
 */
export const afterPaid =
  (refreshBalance: () => Promise<void>) =>
  async <T>(answer: T): Promise<T> => {
    await refreshBalance().catch(() => undefined);
    return answer;
  };
