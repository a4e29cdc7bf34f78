-- The demo vendor's next kinds of game, allowed in one step so the games built beside each other
-- do not each rewrite the same constraint: a baccarat table round (a shared shoe, bets on player,
-- banker, tie and pairs) and a fishing session (shots that cost the stake, settled as rounds).
alter table game_launches drop constraint game_launches_kind_check;
alter table game_launches add constraint game_launches_kind_check check (kind in ('slot', 'lottery', 'crash', 'baccarat', 'fish'));
alter table game_rounds drop constraint game_rounds_kind_check;
alter table game_rounds add constraint game_rounds_kind_check check (kind in ('slot', 'lottery', 'crash', 'baccarat', 'fish'));
