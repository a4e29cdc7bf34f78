import type { RequestContext } from '../../core/context';
import type { Queryable } from '../../core/db/database';
import { deviceLabel } from './device-label';
import { insertLogin } from './repository';

/** Records a login for the security page's history: when, from which address, on what device. */
export async function recordMemberLogin(db: Queryable, ctx: RequestContext, accountId: number, at: Date) {
  await insertLogin(db, { accountId, at, ip: ctx.ip, device: deviceLabel(ctx.device, ctx.userAgent) });
}
