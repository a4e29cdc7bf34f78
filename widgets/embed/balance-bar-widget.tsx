import { BalanceBar } from '../balance-bar';

/** The balance bar for partner pages; `loginButton` shows a log-in button while logged out. */
export default function BalanceBarWidget(props: { loginButton?: boolean }) {
  return <BalanceBar loginButton={props.loginButton ?? true} />;
}
