-- The order captchas were drawn in, whatever the platform's clock said: that clock moves forward
-- (the sandbox's /sandbox/clock) and back (/sandbox/reset), and a captcha drawn while it ran ahead
-- kept a later created_at than every one drawn after the reset, so "the latest captcha" named it.
create sequence captchas_drawn;
alter table captchas add column drawn bigint not null default nextval('captchas_drawn');
