import { escapeXml } from '../art/palette';
import { own } from '../../core/http/own';

const STYLE = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b1020;color:#e8ecf8;
font:16px/1.5 system-ui,sans-serif}main{max-width:28rem;padding:2rem;border-radius:16px;background:#141b33;
box-shadow:0 10px 40px #0008}h1{margin:0 0 .5rem;font-size:1.4rem}p{color:#b7c0dd}code{color:#f5b700}`;

const PLATFORMS: Record<string, string> = {
  ios: 'iPhone and iPad',
  'ios-profile': 'iOS configuration profile',
  android: 'Android',
};

/**
 * The page an app QR code leads to. The sandbox has no app binaries to hand out, and says so,
 * rather than pretending to start a download.
 */
export function downloadPage(brand: string, platform: string): string | undefined {
  const name = own(PLATFORMS, platform);
  if (!name) return undefined;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeXml(brand)} for ${name}</title><style>${STYLE}</style></head><body><main>
<h1>${escapeXml(brand)} for ${name}</h1>
<p>This link is where the operator publishes the ${name} app. The platform sandbox has no app build to serve, so nothing is downloaded here.</p>
<p>On a real platform this address is configured per brand as resource <code>${escapeXml(platform.toUpperCase())}</code>.</p>
</main></body></html>`;
}

/** The customer-service window's page in the sandbox. */
export function supportPage(brand: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeXml(brand)} live support</title><style>${STYLE}</style></head><body><main>
<h1>${escapeXml(brand)} live support</h1>
<p>You reached the customer-service link the platform gave the portal, after decrypting it.</p>
<p>In the sandbox no agent is on the other end: a real brand configures its live-chat provider here.</p>
</main></body></html>`;
}
