import { Type } from '@sinclair/typebox';
import { AGENT_CENTRE_PAGES } from '@sdk/rules/centres';
import { defineWidget } from '../ui/define-widget';
import { AgentCentreWidget } from './agent-centre-widget';
import css from '../ui/centre.css?inline';

export default defineWidget({
  name: 'agent-centre',
  summary:
    "the agent centre: the team's figures, registering downlines, team reports and agent contracts, each page loaded when it opens (agents only)",
  options: Type.Object({
    page: Type.Optional(
      Type.Union(
        AGENT_CENTRE_PAGES.map((page) => Type.Literal(page)),
        {
          description:
            'the page to open first; the team overview when absent (a flag-gated page the brand has off falls back to it)',
        },
      ),
    ),
  }),
  component: AgentCentreWidget,
  modalFamilies: ['auth', 'dialogs'],
  styles: [{ id: 'cr-centre', css }],
});
