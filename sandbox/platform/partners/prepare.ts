import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../core/db/database';
import type { SandboxConfig } from '../../core/config';
import { writeSecretFile } from '../../core/secret-file';
import { findPartner, setPartnerOrigins, setPartnerSecret } from './repository';

/** The seed's partner. */
export const DEMO_PARTNER = 'demo';

/** base64url characters in 128 bits: a shorter secret could be guessed. */
const MIN_SECRET_LENGTH = 22;

/**
 * Sets the demo partner up at start-up: its origins from CROUPIER_PARTNER_ORIGINS when set (else
 * those a partner switch set, which the database keeps), and its
 * secret from SANDBOX_PARTNER_SECRET, or the one drawn on an earlier start (256 random bits, drawn
 * once and kept: a partner's server is configured with it, a restart must not change it). The
 * secret is written beside the data folder for tools on this machine, readable by its owner only.
 */
export async function preparePartners(db: Queryable, config: SandboxConfig['partner'] = {}) {
  const partner = await findPartner(db, DEMO_PARTNER);
  if (!partner) throw new Error('The demo partner is missing: run the migrations first');
  if (config.secret !== undefined && config.secret.length < MIN_SECRET_LENGTH)
    throw new Error(
      `SANDBOX_PARTNER_SECRET must have at least ${MIN_SECRET_LENGTH} characters (128 random bits)`,
    );
  const secret = config.secret ?? (partner.secret || randomBytes(32).toString('base64url'));
  if (secret !== partner.secret) await setPartnerSecret(db, DEMO_PARTNER, secret);
  if (config.origins) await setPartnerOrigins(db, DEMO_PARTNER, config.origins);
  if (config.secretFile) writeSecretFile(config.secretFile, secret);
  return { id: DEMO_PARTNER, secret, secretFile: config.secretFile };
}
