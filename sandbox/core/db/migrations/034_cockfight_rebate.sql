-- Cockfight is a category of its own (its vendors leave the SPORTS lane, as the platform's page
-- splits them): its valid bets earn rebate at the sports rate, not nothing.
insert into rebate_rates (category, rate_bps, sort) values ('COCKFIGHT', 50, 9)
on conflict do nothing;
