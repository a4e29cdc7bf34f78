-- The chat room (SPEC §2 modal 'chat room', issue 12): every message posted, so the history a
-- player gets on joining (the latest 50, sdk/shared-rules/chat-rules.ts) survives a restart. Text is
-- plain text, cleaned before it is written, never HTML. `author` is the masked name others see.
create table chat_messages (
  id serial primary key,
  account_id integer not null references accounts (id),
  author text not null,
  body text not null check (char_length(body) between 1 and 280),
  created_at timestamptz not null
);
create index chat_messages_account on chat_messages (account_id, created_at desc);

-- bonusDetails: a member's bonuses are the credits of its wallet whose other leg is the
-- promotions budget. From a wallet's leg to the other legs of its movement is a lookup by
-- movement, which no index served until now.
create index if not exists ledger_entries_by_transaction on ledger_entries (transaction_id);
