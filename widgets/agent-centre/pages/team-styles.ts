import { useStyles } from '@widgets/ui/styles';
import filtersCss from '@widgets/ui/records/records-filters.css?inline';
import tablesCss from '@widgets/ui/records/records-tables.css?inline';
import teamCss from './agent-team.css?inline';
import formsCss from './agent-forms.css?inline';

/**
 * The team pages' look: the records' filters and tables, and the agent centre's own parts (the
 * forms' sheet is small, and two pages and a dialog share it, so every page brings it).
 */
export function useTeamStyles() {
  useStyles('cr-records-filters', filtersCss);
  useStyles('cr-records-tables', tablesCss);
  useStyles('cr-agent-team', teamCss);
  useStyles('cr-agent-forms', formsCss);
}
