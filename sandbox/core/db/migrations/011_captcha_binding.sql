-- A login captcha is drawn for one username: solved for one account, it opens no other.
alter table captchas add column username text;
