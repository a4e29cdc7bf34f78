-- Binding an email to an account proves the address with a code, like SMS codes prove a number:
-- the code travels in the email, and the same columns as sms_outbox judge it (expiry, guesses, use).
alter table email_outbox add column purpose text;
alter table email_outbox add column code text;
alter table email_outbox add column expires_at timestamptz;
alter table email_outbox add column attempts integer not null default 0;
alter table email_outbox add column used_at timestamptz;
create index email_outbox_codes on email_outbox (lower(address), purpose, id desc) where code is not null;

