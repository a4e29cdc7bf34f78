import type { AgentPageProps } from '../page-props';
import { ContractsPage } from './contracts-page';

/** The realtimeSalary contracts page, its own lazy chunk. */
export default function RealtimeSalaryPage(props: AgentPageProps) {
  return <ContractsPage kind="realtimeSalary" openPage={props.openPage} />;
}
