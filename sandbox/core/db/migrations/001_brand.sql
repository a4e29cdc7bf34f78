-- The brand: settings, feature flags, registration rules and what the portal links to.
create table brand_settings (
  key text primary key,
  value jsonb not null
);

create table whitelabel_nodes (
  mod_id text primary key,
  parent_id text references whitelabel_nodes (mod_id),
  enabled boolean not null,
  sort integer not null default 0
);

create table register_rules (
  register_type text not null check (register_type in ('username', 'mobile')),
  field text not null,
  enabled boolean not null,
  required boolean not null,
  accepted_pattern text not null,
  pattern_id integer not null,
  min_length integer not null check (min_length >= 0),
  max_length integer not null check (max_length >= min_length),
  sort integer not null default 0,
  primary key (register_type, field)
);

create table resources (
  resource_type text primary key,
  url text not null,
  qr_code_url text not null,
  label_name_en text not null,
  sort integer not null default 0
);

create table customer_service (
  cs_type text primary key,
  title text not null,
  link text not null,
  sort integer not null default 0
);

create table countries (
  country_code text primary key,
  dialing_code text not null,
  name text not null,
  sort integer not null default 0
);

create table domains (
  domain text primary key,
  type text not null
);

create table help_articles (
  id integer not null,
  language text not null,
  title text not null,
  content text not null,
  sort integer not null default 0,
  primary key (id, language)
);

create table notices (
  id serial primary key,
  type text not null,
  title jsonb not null,
  content jsonb not null,
  platform text not null default 'W',
  created_at timestamptz not null
);
create index notices_type_created on notices (type, created_at desc);
