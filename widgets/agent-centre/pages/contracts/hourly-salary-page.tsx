import type { AgentPageProps } from '../page-props';
import { ContractsPage } from './contracts-page';

/** The hourlySalary contracts page, its own lazy chunk. */
export default function HourlySalaryPage(props: AgentPageProps) {
  return <ContractsPage kind="hourlySalary" openPage={props.openPage} />;
}
