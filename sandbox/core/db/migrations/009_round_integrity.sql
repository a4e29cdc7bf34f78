-- Security issue: a round belongs to one launch and one kind of game, and a request id is the
-- player's own (unique per account, never matched to another member's round).
alter table game_launches add column kind text not null default 'slot' check (kind in ('slot', 'lottery'));
-- The portal session a real-money launch was opened from: the launch ends with it.
alter table game_launches add column session_hash text;
create index game_launches_session on game_launches (session_hash) where session_hash is not null;

alter table game_rounds add column kind text not null default 'slot' check (kind in ('slot', 'lottery'));
alter table game_rounds add column launch_hash text;
alter table game_rounds drop constraint game_rounds_request_id_key;
create unique index game_rounds_request on game_rounds (account_id, request_id);

-- What a movement moved, so that replaying its key with other content is refused, not answered.
alter table ledger_transactions add column fingerprint text;
