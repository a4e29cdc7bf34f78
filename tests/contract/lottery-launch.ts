/**
 * A lottery's launch query at its betting view, as the portal sends it (SPEC §3's lottery launch,
 * `GET /wps/game/launchGame` with `launchMode: 'LOTT'`).
 */
export const lotteryLaunchQuery = (lottoGameCode = 'TCG_LOTTO_VN-0001', language = 'ES') => ({
  lottoArea: 'VN',
  launchMode: 'LOTT',
  lottoGameCode,
  lottoView: 'betting',
  device: 'WEB',
  backUrl: 'http://localhost/',
  language,
});
