/** The agent centre's contract and income pages (Spanish: the source of the keys). */
export const agentContracts = {
  loading: 'Cargando…',
};
