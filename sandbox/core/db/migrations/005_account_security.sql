-- Accounts issue: agents' affiliate codes, forced password changes, per-code SMS attempts.
alter table accounts add column affiliate_code text unique;
-- Set for accounts handed out with the brand's weak default password: the first login must change it.
alter table accounts add column must_change_password boolean not null default false;
alter table accounts add column icon text;

-- A code accepts a few guesses, then dies: brute-forcing six digits needs a new code every five tries.
alter table sms_outbox add column attempts integer not null default 0;
create index sms_outbox_mobile on sms_outbox (mobile, created_at desc);
create index email_outbox_address on email_outbox (address, created_at desc);
