import type { RequestOf, TeamMember } from '@sdk/contract';
import type { teamRegister as TeamRegisterEndpoint } from '@sdk/contract/endpoints/agent-team';
import type { RequestContext } from '../../core/context';
import type { SessionMember } from '../../core/sessions/session-member';
import { Fault, tooManyRequests } from '../../core/http/fault';
import { hashPassword } from '../../core/ciphers/password';
import { registerRules } from '../brand';
import { createAccount, findByUsername } from '../accounts';
import { checkRegistrationFields } from '../auth';
import { newDownline } from './team-members';
import { lineTopOf, lockLine, registeredByLineSince } from './repository';
import type { Queryable } from '../../core/db/database';

const HOUR_MS = 3_600_000;

/** Refuses a registration past the line's allowance for the last hour (run again under the line's lock). */
async function checkLineAllowance(ctx: RequestContext, db: Queryable, top: number, max: number) {
  const now = ctx.sandbox.now();
  if ((await registeredByLineSince(db, top, new Date(now.getTime() - HOUR_MS))) >= max)
    throw new Fault(
      429,
      'team_register_limit',
      'Your line of agents has registered its allowance for this hour',
      {
        max,
      },
    );
}

type TeamRegistration = RequestOf<typeof TeamRegisterEndpoint>;

/** The type of a sub-agent an agent registers: a line's agents stay in their line (1 and 2, 41 and 42). */
export const SUB_AGENT_TYPES: Readonly<Record<number, number>> = { 1: 2, 2: 2, 41: 42, 42: 42 };
const MEMBER_TYPE = 0;

/** The fields an agent fills in for a downline: the brand's rules for them, nothing else of the form's. */
const TEAM_FIELDS = ['username', 'password'] as const;

const taken = () => new Fault(409, 'username_taken', 'That username is already taken', { field: 'username' });

/**
 * Registers a member or a sub-agent directly under the calling agent, with the brand's username
 * and password rules checked as member registration checks them. A taken name is refused before
 * the password is hashed (a hash costs ~0.4 s), and again in the transaction; two registrations
 * racing for one name meet the unique index on lower(username), which has the last word. No age
 * confirmation is asked (safer gambling's age gate is the player's own sign-up): the agent vouches
 * for the people it registers, as its agreement with the operator requires. A line of agents (the
 * top agent and every sub-agent under it) registers at most the brand's `agentRegistrationsPerHour`
 * together: a sub-agent does not bring a fresh allowance, so farming sign-up gifts through
 * downlines does not scale with the agents an agent makes.
 */
export async function registerDownline(
  ctx: RequestContext,
  agent: SessionMember,
  input: TeamRegistration,
): Promise<TeamMember> {
  const { sandbox } = ctx;
  const { db } = sandbox;
  // Each registration costs a password hash: counted per agent, so one agent's burst slows only it.
  const limit = sandbox.limits.registerByIp.hit(`team:${agent.accountId}`);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
  const agentTypes = (await sandbox.settings.get('agentTypes')) as number[];
  const top = await lineTopOf(db, agent.accountId, agentTypes);
  const allowance = await sandbox.settings.get('agentRegistrationsPerHour');
  await checkLineAllowance(ctx, db, top, allowance);
  const type = input.kind === 'member' ? MEMBER_TYPE : SUB_AGENT_TYPES[agent.type];
  if (type === undefined) throw new Fault(403, 'error_not_agent', 'This agent cannot register sub-agents');
  const rules = await registerRules(db, 'username');
  checkRegistrationFields(
    Object.fromEntries(TEAM_FIELDS.flatMap((f) => (rules[f] ? [[f, rules[f]]] : []))),
    input,
  );

  const username = input.username.trim();
  if (await findByUsername(db, username)) throw taken();
  const passwordHash = await hashPassword(input.password, sandbox.config.scryptLogN);
  const now = sandbox.now();
  const id = await db.transaction(async (tx) => {
    await lockLine(tx, top);
    await checkLineAllowance(ctx, tx, top, allowance);
    if (await findByUsername(tx, username)) throw taken();
    return createAccount(
      tx,
      {
        username,
        passwordHash,
        type,
        parentId: agent.accountId,
        nickname: input.nickname?.trim() || username,
        language: ctx.language,
        registeredBy: agent.accountId,
      },
      now,
    );
  });
  return newDownline(db, id);
}
