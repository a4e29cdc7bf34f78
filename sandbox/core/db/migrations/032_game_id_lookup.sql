-- The free demo (GCS_gameTrialLaunch) finds a game by its id alone: the platform's page sends no vendor.
create index games_game_id on games (game_id);
