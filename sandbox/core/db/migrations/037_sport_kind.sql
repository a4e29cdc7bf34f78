-- The demo vendor's sportsbook: a bet (a single or a parlay of legs on several fixtures) is one
-- round, open from the bet until the last of its matches ends on the sandbox's clock.
alter table game_launches drop constraint game_launches_kind_check;
alter table game_launches add constraint game_launches_kind_check check (kind in ('slot', 'lottery', 'crash', 'baccarat', 'fish', 'sport'));
alter table game_rounds drop constraint game_rounds_kind_check;
alter table game_rounds add constraint game_rounds_kind_check check (kind in ('slot', 'lottery', 'crash', 'baccarat', 'fish', 'sport'));
