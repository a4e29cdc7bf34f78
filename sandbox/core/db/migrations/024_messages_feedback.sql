-- Platform messages (the personal centre's messageV2 page and the unread badge) and feedback
-- (PUT /wps/feedback) with its images and the operator's replies. Shapes: sdk/contract/entities/
-- messages.ts and feedback.ts. Every text here is plain text, never HTML.

-- One row per message to one member. Title and content are per-language texts ({"ES": ..., "EN":
-- ...}), picked by the reader's language like the notices'. Deleting a message deletes its row.
create table member_messages (
  id serial primary key,
  account_id integer not null references accounts (id),
  title jsonb not null check (jsonb_typeof(title) = 'object'),
  content jsonb not null check (jsonb_typeof(content) = 'object'),
  created_at timestamptz not null,
  -- The first reading; later readings keep it.
  read_at timestamptz
);
create index member_messages_account on member_messages (account_id, created_at desc, id desc);
-- The header asks for the unread count on every page: this index holds only what it counts.
create index member_messages_unread on member_messages (account_id) where read_at is null;

-- A member's feedback. `request_id` makes a retried call answer the first result: `fingerprint`
-- is the hash of what was sent under it, so other content under the same id is refused.
create table feedback (
  id serial primary key,
  account_id integer not null references accounts (id),
  request_id text not null,
  fingerprint text not null,
  type text not null check (type in ('suggestion', 'problem', 'deposit', 'withdrawal', 'game', 'account', 'other')),
  -- Trimmed; the rule (10 to 500 code points) is the contract's, this bound only the last word.
  content text not null check (char_length(content) between 1 and 500),
  created_at timestamptz not null,
  unique (account_id, request_id)
);
-- The list (newest first) and the rate limit (the last hour's) both read by account and time.
create index feedback_account on feedback (account_id, created_at desc, id desc);

-- The images, as the withdrawal proofs: bytes in the database, the type their bytes said.
create table feedback_images (
  -- 'fi_' and 128 random bits.
  id text primary key,
  feedback_id integer not null references feedback (id) on delete cascade,
  position smallint not null check (position between 0 and 2),
  name text not null,
  type text not null check (type in ('image/png', 'image/jpeg')),
  size integer not null check (size > 0 and size <= 5242880),
  data bytea not null check (octet_length(data) = size),
  unique (feedback_id, position)
);

-- The operator's replies (the /sandbox/feedback/reply switch plays the operator).
create table feedback_replies (
  id serial primary key,
  feedback_id integer not null references feedback (id) on delete cascade,
  content text not null check (char_length(content) between 1 and 2000),
  created_at timestamptz not null
);
create index feedback_replies_feedback on feedback_replies (feedback_id, id);
