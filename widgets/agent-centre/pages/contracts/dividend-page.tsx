import type { AgentPageProps } from '../page-props';
import { ContractsPage } from './contracts-page';

/** The dividend contracts page, its own lazy chunk. */
export default function DividendPage(props: AgentPageProps) {
  return <ContractsPage kind="dividend" openPage={props.openPage} />;
}
