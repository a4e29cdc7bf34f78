-- The demo vendor's third kind of game: a crash round (a shared flight, cashed out before the
-- crash). A launch and its rounds keep naming their kind, so a slot page still cannot cash out a
-- flight, nor a crash page spin.
alter table game_launches drop constraint game_launches_kind_check;
alter table game_launches add constraint game_launches_kind_check check (kind in ('slot', 'lottery', 'crash'));
alter table game_rounds drop constraint game_rounds_kind_check;
alter table game_rounds add constraint game_rounds_kind_check check (kind in ('slot', 'lottery', 'crash'));
