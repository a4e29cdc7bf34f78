import type { AgentPageProps } from '../page-props';
import { ContractsPage } from './contracts-page';

/** The dailySalary contracts page, its own lazy chunk. */
export default function DailySalaryPage(props: AgentPageProps) {
  return <ContractsPage kind="dailySalary" openPage={props.openPage} />;
}
