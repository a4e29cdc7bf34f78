-- What the demo accounts looked like when seeded, so /sandbox/reset can put them back
-- (a demo or a test that changed a password leaves the next one a clean start).
create table seed_accounts (
  username text primary key references accounts (username),
  password_hash text not null,
  password_changed_at timestamptz not null,
  must_change_password boolean not null
);
