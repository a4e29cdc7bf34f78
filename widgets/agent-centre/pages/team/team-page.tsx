import { useState, type FormEvent } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { RecordsResult } from '@widgets/ui/records/records-result';
import { useTexts } from '@widgets/ui/use-texts';
import { Pagination } from '@widgets/ui/pagination';
import { TextField } from '@widgets/ui/text-field';
import { drillBackTo, drillInto, TEAM_PAGE_SIZE, teamMembersQuery } from '@sdk/rules/team-reports';
import type { TeamMember } from '@sdk/contract/entities/agent';
import type { AgentPageProps } from '../page-props';
import { useTeamStyles } from '../team-styles';
import { TeamBreadcrumb } from './team-breadcrumb';
import { TeamTable } from './team-table';
import { TransferDialog } from './transfer-dialog';

/**
 * downlineManagement (team management): the agent's direct downlines first; a sub-agent opens
 * to its own downlines, with a breadcrumb back up; a search looks over the whole team. Each row
 * sends money (direct downlines only) or opens the account's bets.
 */
export default function TeamPage(props: AgentPageProps) {
  useTeamStyles();
  // The transfer dialog speaks with the wallet's and the forms' texts.
  const ready = useTexts('auth');
  return ready ? <Team {...props} /> : null;
}

function Team(props: AgentPageProps) {
  const croupier = useCroupier();
  const t = useT();
  const [path, setPath] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [revision, setRevision] = useState(0);
  const [sendTo, setSendTo] = useState<TeamMember>();
  const [sent, setSent] = useState<string>();
  const load = useAsync(
    () => croupier.agent.members(teamMembersQuery({ path, search, pageNo: page })),
    [croupier, path, search, page, revision],
  );
  const show = (next: { path?: string[]; search?: string }) => {
    setPath(next.path ?? path);
    setSearch(next.search ?? '');
    setDraft(next.search ?? '');
    setPage(1);
    setSent(undefined);
  };
  const caption = search
    ? t('agentTeam.team.captionSearch', { search })
    : path.length
      ? t('agentTeam.team.captionOf', { username: path[path.length - 1] })
      : t('agentTeam.team.captionMine');

  return (
    <div className="cr-records">
      <form
        role="search"
        className="cr-records__filter cr-agent__search"
        aria-label={t('agentTeam.team.searchLabel')}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          show({ search: draft.trim() });
        }}
      >
        <TextField
          label={t('agentTeam.team.search')}
          type="search"
          value={draft}
          onChange={setDraft}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          hint={t('agentTeam.team.searchHint')}
        />
        <button type="submit" className="cr-btn cr-btn--primary cr-records__apply">
          {t('agentTeam.team.searchButton')}
        </button>
      </form>
      <TeamBreadcrumb
        path={path}
        search={search}
        onGo={(index) => show({ path: drillBackTo(path, index) })}
      />
      <p className="cr-agent__done" role="status">
        {sent}
      </p>
      <RecordsResult
        load={load}
        isEmpty={(answer) => answer.total === 0}
        emptyText={t(search ? 'agentTeam.team.noMatch' : 'agentTeam.team.empty')}
      >
        {(value) => (
          <>
            <p className="cr-records__count">{t('agentTeam.team.count', { count: value.total })}</p>
            <TeamTable
              caption={caption}
              members={value.list}
              onOpen={(member) => show({ path: drillInto(search ? [] : path, member.username) })}
              onTransfer={setSendTo}
              onBets={(member) => props.openPage('teamBetting', { username: member.username })}
            />
            <Pagination
              label={t('agentTeam.team.pages')}
              page={page}
              pageCount={Math.ceil(value.total / TEAM_PAGE_SIZE)}
              onSelect={setPage}
            />
          </>
        )}
      </RecordsResult>
      {sendTo && (
        <TransferDialog
          member={sendTo}
          onClose={() => setSendTo(undefined)}
          onSent={(message) => {
            setSendTo(undefined);
            setSent(message);
            // The list shows the platform's balances: read again, the downline's has changed.
            setRevision((n) => n + 1);
          }}
        />
      )}
    </div>
  );
}
