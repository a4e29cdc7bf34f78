import { useT } from '@widgets/ui/croupier-context';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';

/**
 * Where in the team tree the list is: the agent's own team, then each sub-agent opened below it
 * (a breadcrumb, the current level marked); choosing a level goes back up to it. A search stands
 * in for the tree, with the way back to it.
 */
export function TeamBreadcrumb(props: {
  path: readonly string[];
  search: string;
  onGo: (index: number) => void;
}) {
  const t = useT();
  const levels = [t('agentTeam.team.myTeam'), ...props.path];
  return (
    <nav aria-label={t('agentTeam.team.breadcrumb')} className="cr-agent__crumbs">
      <ol>
        {levels.map((label, i) => {
          const current = !props.search && i === levels.length - 1;
          return (
            <li key={`${i}:${label}`}>
              {i > 0 && <Icon path={icons.chevronRight} className="cr-agent__crumb-sep" />}
              {current ? (
                <span aria-current="page" className="cr-agent__crumb is-current">
                  {label}
                </span>
              ) : (
                <button
                  type="button"
                  className="cr-link-btn cr-agent__crumb"
                  onClick={() => props.onGo(i - 1)}
                >
                  {label}
                </button>
              )}
            </li>
          );
        })}
        {props.search && (
          <li>
            <Icon path={icons.chevronRight} className="cr-agent__crumb-sep" />
            <span aria-current="page" className="cr-agent__crumb is-current">
              {t('agentTeam.team.searchCrumb', { search: props.search })}
            </span>
          </li>
        )}
      </ol>
    </nav>
  );
}
