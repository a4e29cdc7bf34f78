import { useTexts } from '@widgets/ui/use-texts';
import type { AgentPageProps } from '../page-props';
import { useTeamStyles } from '../team-styles';
import { RegisterForm } from './register-form';
import { InviteCard } from './invite-card';

/**
 * registerCenter (register account): the agent registers a member or a sub-agent under itself,
 * or invites people with its link and QR code. The form's validation messages are the register
 * modal's (the auth texts).
 */
export default function RegisterPage(_props: AgentPageProps) {
  useTeamStyles();
  if (!useTexts('auth')) return null;
  return (
    <div className="cr-records">
      <RegisterForm />
      <InviteCard />
    </div>
  );
}
