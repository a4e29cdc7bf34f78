import { BalanceBar, useSession } from 'croupier/react';

/** The app's own component: it reads Croupier's session through a hook, and shows the balance once in. */
export function PlayerGreeting() {
  const session = useSession();
  if (!session) return <p className="greeting">Welcome, guest</p>;
  return (
    <>
      <p className="greeting">Signed in as {session.account}</p>
      <BalanceBar />
    </>
  );
}
