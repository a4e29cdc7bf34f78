/** The agent centre's team pages (Spanish: the source of the keys). */
export const agentTeam = {
  loading: 'Cargando…',
};
