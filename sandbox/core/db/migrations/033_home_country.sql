-- The brand's country: GET /wps/system/country answers it first, mobile fields start at its
-- dialling code, and a number sent without a code is read in it.
insert into brand_settings (key, value)
select 'homeCountry', '"PH"'::jsonb where exists (select 1 from brand_settings where key = 'merchantCode')
on conflict (key) do nothing;
