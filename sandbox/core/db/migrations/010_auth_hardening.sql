-- Security issue: SMS texts, forced password changes held by the session, case-blind usernames,
-- single-use password-reset links.

-- The outbox keeps the text a phone would show; a notice (no code) is sent when a number that
-- already has an account asks to register.
alter table sms_outbox add column body text;
alter table sms_outbox alter column code drop not null;

-- A session opened with a weak, expired or temporary password may only change it.
alter table sessions add column password_change_required boolean not null default false;
-- Sessions end after this long without a call, whatever their absolute lifetime.
alter table sessions add column last_seen_at timestamptz;

-- 'Demo' and 'demo' are one account.
create unique index accounts_username_lower on accounts (lower(username));

-- A reset link changes nothing until it is used; only the hash of its token is kept.
create table password_resets (
  token_hash text primary key,
  account_id integer not null references accounts (id),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_account on password_resets (account_id);

-- OWASP ASVS 5.0 password rule (8 to 64 characters, any characters) for brands still on the old default.
update register_rules set accepted_pattern = '*', pattern_id = 1, min_length = 8, max_length = 64
 where field in ('password', 'confirmPassword') and accepted_pattern = '^(?=.*[a-zA-Z])(?=.*[0-9])[a-zA-Z0-9]+$';
