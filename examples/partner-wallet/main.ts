import { startPartnerWallet } from './server';

// Run on its own: PARTNER_SECRET=<the partner's secret> PORT=8090 npx tsx examples/partner-wallet/main.ts
const secret = process.env.PARTNER_SECRET;
if (!secret) {
  console.error(
    'Set PARTNER_SECRET to the partner secret the platform signs with (GET /sandbox/partners/demo).',
  );
  process.exit(1);
}
const partner = await startPartnerWallet({
  secret,
  port: Number(process.env.PORT ?? 8090),
  partnerId: process.env.PARTNER_ID ?? 'demo',
  dataDir: process.env.PARTNER_DATA_DIR,
  // The partner's website too (http://127.0.0.1:<PORT>/): list that origin in CROUPIER_PARTNER_ORIGINS.
  site: {
    platformUrl: process.env.PLATFORM_URL ?? 'http://localhost:8080',
    merchant: process.env.MERCHANT ?? 'CROUPIER',
  },
  players: (process.env.PARTNER_PLAYERS ?? 'player-1:100000')
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [id, balance] = entry.split(':');
      return { id: id!, balance: Number(balance ?? 0) };
    }),
});
console.log(`Reference partner wallet at ${partner.walletUrl}`);
const stop = () => void partner.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
