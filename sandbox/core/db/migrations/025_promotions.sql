-- Promotions (issue 12: SPEC §2 /promotions and /promoDetail, §4 Activity/promotion statuses, §5
-- activity comments, §7 the raffle claim relay; sdk/contract/endpoints/promotions.ts). Money a
-- promotion pays moves through the ledger (003) from the operator's `promotions` budget: a claim's
-- bonus (kind promotion_bonus, key promotion-claim:<promotion>:<account>:<request id>) and a raffle draw's prize
-- (kind raffle_prize, key raffle-draw:<draw id>).

-- A promotion: its category (the list's tabs), what a member can do in it (`kind`), its texts per
-- language ({"ES": ..., "EN": ...}; `terms` is the operator's HTML, sanitized by the page) and its
-- dates. A claim promotion has a bonus; a raffle has a prize table and earns a draw per
-- `bet_per_draw` of valid bet since signing up, at most `max_draws`.
create table promotions (
  id serial primary key,
  position integer not null,
  category text not null check (category in ('casino', 'sports', 'live', 'newMember', 'raffle')),
  kind text not null check (kind in ('signUp', 'apply', 'claim', 'raffle')),
  title jsonb not null check (jsonb_typeof(title) = 'object'),
  summary jsonb not null check (jsonb_typeof(summary) = 'object'),
  terms jsonb not null check (jsonb_typeof(terms) = 'object'),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  -- Minor units.
  bonus bigint check (bonus > 0),
  bet_per_draw bigint check (bet_per_draw > 0),
  max_draws integer check (max_draws >= 0),
  -- [{"prize": {"ES": ...}, "amount": <minor units, > 0>, "weight": <integer, > 0>}, ...]
  prizes jsonb check (prizes is null or (jsonb_typeof(prizes) = 'array' and jsonb_array_length(prizes) > 0)),
  -- Which banner art the CDN draws for it (sandbox/art/promotion-art.ts).
  art smallint not null default 0,
  check (ends_at > starts_at),
  check ((kind = 'claim') = (bonus is not null)),
  check ((kind = 'raffle') = (prizes is not null and bet_per_draw is not null and max_draws is not null))
);

-- A member's part in a promotion: one row, moved forward under its lock. A claim stores the
-- request id it was made under, so a retry answers it and another id pays nothing.
create table promotion_members (
  promotion_id integer not null references promotions (id),
  account_id integer not null references accounts (id),
  state text not null check (state in ('signedUp', 'applying', 'approved', 'rejected', 'claimed')),
  joined_at timestamptz not null,
  decided_at timestamptz,
  claim_request_id text,
  claimed_amount bigint check (claimed_amount > 0),
  claimed_at timestamptz,
  primary key (promotion_id, account_id),
  check ((state = 'claimed') = (claim_request_id is not null and claimed_amount is not null and claimed_at is not null)),
  check ((state in ('approved', 'rejected')) = (decided_at is not null))
);
create index promotion_members_account on promotion_members (account_id);
create unique index promotion_members_claim on promotion_members (account_id, claim_request_id)
  where claim_request_id is not null;

-- Raffle draws the operator granted (the /sandbox/promotions/raffle-grant switch), on top of those
-- earned from valid bets.
create table raffle_grants (
  id serial primary key,
  promotion_id integer not null references promotions (id),
  account_id integer not null references accounts (id),
  created_at timestamptz not null
);
create index raffle_grants_member on raffle_grants (promotion_id, account_id);

-- One row per draw: the member's n-th draw in a raffle happens once (unique entry), and the
-- request id it was drawn under answers the same prize again.
create table raffle_draws (
  id serial primary key,
  promotion_id integer not null references promotions (id),
  account_id integer not null references accounts (id),
  entry integer not null check (entry >= 1),
  request_id text not null,
  prize jsonb not null check (jsonb_typeof(prize) = 'object'),
  amount bigint not null check (amount > 0),
  drawn_at timestamptz not null,
  unique (promotion_id, account_id, entry),
  unique (account_id, request_id)
);

-- Activity comments (SPEC §5: at most 140 characters), plain text.
create table promotion_comments (
  id serial primary key,
  promotion_id integer not null references promotions (id),
  account_id integer not null references accounts (id),
  content text not null check (char_length(content) between 1 and 140),
  created_at timestamptz not null
);
create index promotion_comments_promotion on promotion_comments (promotion_id, id desc);
create index promotion_comments_account on promotion_comments (account_id, created_at desc);

-- The seed's promotions, dated around the moment the database is made: five running (one of each
-- kind, and one whose terms carry a script and an event handler, which the page must never run),
-- one coming soon and one closed.
insert into promotions (id, position, category, kind, title, summary, terms, starts_at, ends_at, bonus, bet_per_draw, max_draws, prizes, art) values
(1, 1, 'newMember', 'claim',
  '{"ES": "Regalo de bienvenida: 18 P", "EN": "Welcome gift: 18 P", "PT": "Presente de boas-vindas: 18 P", "TH": "ของขวัญต้อนรับ 18 P"}',
  '{"ES": "Inscríbete y reclama tu bono de bienvenida, una vez por cuenta.", "EN": "Sign up and claim your welcome bonus, once per account.", "PT": "Inscreva-se e resgate seu bônus de boas-vindas, uma vez por conta.", "TH": "ลงทะเบียนและรับโบนัสต้อนรับ หนึ่งครั้งต่อบัญชี"}',
  '{"ES": "<h2>Cómo participar</h2><ol><li>Pulsa <strong>Inscribirse</strong>.</li><li>Pulsa <strong>Reclamar</strong>: 18,00 P llegan a tu billetera principal.</li></ol><p>Un bono por cuenta. Sujeto a los <a href=\"/help\">términos generales</a>.</p>", "EN": "<h2>How to take part</h2><ol><li>Press <strong>Sign up</strong>.</li><li>Press <strong>Claim</strong>: 18.00 P arrive in your main wallet.</li></ol><p>One bonus per account. Subject to the <a href=\"/help\">general terms</a>.</p>"}',
  now() - interval '10 days', now() + interval '60 days', 1800, null, null, null, 0),
(2, 2, 'raffle', 'raffle',
  '{"ES": "Sorteo de la suerte", "EN": "Lucky raffle", "PT": "Sorteio da sorte", "TH": "จับรางวัลนำโชค"}',
  '{"ES": "Un sorteo por cada 50 P apostados: premios de hasta 88 P.", "EN": "One draw for every 50 P you bet: prizes up to 88 P.", "PT": "Um sorteio a cada 50 P apostados: prêmios de até 88 P.", "TH": "จับรางวัลหนึ่งครั้งทุกการเดิมพัน 50 P รางวัลสูงสุด 88 P"}',
  '{"ES": "<h2>Sorteo de la suerte</h2><p>Inscríbete y gana un sorteo por cada <strong>50,00 P</strong> de apuesta válida, hasta 10 sorteos.</p><table><thead><tr><th>Premio</th><th>Probabilidad</th></tr></thead><tbody><tr><td>1,00 P</td><td>60 %</td></tr><tr><td>5,00 P</td><td>30 %</td></tr><tr><td>20,00 P</td><td>9 %</td></tr><tr><td>88,00 P</td><td>1 %</td></tr></tbody></table>", "EN": "<h2>Lucky raffle</h2><p>Sign up and earn a draw for every <strong>50.00 P</strong> of valid bet, up to 10 draws.</p><table><thead><tr><th>Prize</th><th>Chance</th></tr></thead><tbody><tr><td>1.00 P</td><td>60%</td></tr><tr><td>5.00 P</td><td>30%</td></tr><tr><td>20.00 P</td><td>9%</td></tr><tr><td>88.00 P</td><td>1%</td></tr></tbody></table>"}',
  now() - interval '5 days', now() + interval '30 days', null, 5000, 10,
  '[{"prize": {"ES": "Premio de 1 P", "EN": "1 P prize", "PT": "Prêmio de 1 P", "TH": "รางวัล 1 P"}, "amount": 100, "weight": 60},
    {"prize": {"ES": "Premio de 5 P", "EN": "5 P prize", "PT": "Prêmio de 5 P", "TH": "รางวัล 5 P"}, "amount": 500, "weight": 30},
    {"prize": {"ES": "Premio de 20 P", "EN": "20 P prize", "PT": "Prêmio de 20 P", "TH": "รางวัล 20 P"}, "amount": 2000, "weight": 9},
    {"prize": {"ES": "Gran premio de 88 P", "EN": "88 P jackpot", "PT": "Grande prêmio de 88 P", "TH": "แจ็คพอต 88 P"}, "amount": 8800, "weight": 1}]',
  1),
(3, 3, 'sports', 'apply',
  '{"ES": "Seguro de primera apuesta deportiva", "EN": "Sports first-bet insurance", "PT": "Seguro da primeira aposta esportiva", "TH": "ประกันเดิมพันกีฬาครั้งแรก"}',
  '{"ES": "Solicítalo y, si tu primera apuesta pierde, te devolvemos hasta 100 P.", "EN": "Apply, and if your first bet loses we refund up to 100 P.", "PT": "Solicite e, se sua primeira aposta perder, devolvemos até 100 P.", "TH": "สมัครแล้วหากเดิมพันแรกแพ้ เราคืนเงินสูงสุด 100 P"}',
  '{"ES": "<h2>Condiciones</h2><ul><li>Solicítalo antes de tu primera apuesta deportiva.</li><li>El operador revisa cada solicitud.</li></ul>", "EN": "<h2>Terms</h2><ul><li>Apply before your first sports bet.</li><li>The operator reviews every application.</li></ul>"}',
  now() - interval '3 days', now() + interval '45 days', null, null, null, null, 2),
(4, 4, 'live', 'signUp',
  '{"ES": "Torneo de baccarat en vivo", "EN": "Live baccarat tournament", "PT": "Torneio de bacará ao vivo", "TH": "ทัวร์นาเมนต์บาคาร่าสด"}',
  '{"ES": "Inscríbete: cada mano cuenta para la clasificación semanal.", "EN": "Sign up: every hand counts towards the weekly leaderboard.", "PT": "Inscreva-se: cada mão conta para a classificação semanal.", "TH": "ลงทะเบียน ทุกตาจะนับในกระดานผู้นำรายสัปดาห์"}',
  '{"ES": "<h2>Torneo</h2><p>Las 10 mejores posiciones de la semana reparten <em>10 000 P</em>.</p>", "EN": "<h2>Tournament</h2><p>The week''s top 10 share <em>10,000 P</em>.</p>"}',
  now() - interval '2 days', now() + interval '20 days', null, null, null, null, 3),
(5, 5, 'casino', 'signUp',
  '{"ES": "Fin de semana de tragamonedas", "EN": "Slots weekend", "PT": "Fim de semana de caça-níqueis", "TH": "สุดสัปดาห์สล็อต"}',
  '{"ES": "Giros con premio extra todos los fines de semana.", "EN": "Extra prize spins every weekend.", "PT": "Giros com prêmio extra todo fim de semana.", "TH": "หมุนรับรางวัลพิเศษทุกสุดสัปดาห์"}',
  '{"ES": "<h2>Fin de semana de tragamonedas</h2><p>Inscríbete y juega cualquier tragamonedas el sábado o el domingo.</p><script>window.__promoScriptRan = true; alert(1)</script><img src=\"/no-such-image.png\" alt=\"\" onerror=\"window.__promoScriptRan = true; alert(2)\"><p><a href=\"javascript:window.__promoScriptRan = true\">Más información</a></p>", "EN": "<h2>Slots weekend</h2><p>Sign up and play any slot on Saturday or Sunday.</p><script>window.__promoScriptRan = true; alert(1)</script><img src=\"/no-such-image.png\" alt=\"\" onerror=\"window.__promoScriptRan = true; alert(2)\"><p><a href=\"javascript:window.__promoScriptRan = true\">More information</a></p>"}',
  now() - interval '1 day', now() + interval '40 days', null, null, null, null, 0),
(6, 6, 'casino', 'claim',
  '{"ES": "Bono de recarga de medianoche", "EN": "Midnight reload bonus", "PT": "Bônus de recarga da meia-noite", "TH": "โบนัสเติมเงินเที่ยงคืน"}',
  '{"ES": "Muy pronto: un bono de 10 P para los noctámbulos.", "EN": "Coming soon: a 10 P bonus for night owls.", "PT": "Em breve: um bônus de 10 P para os notívagos.", "TH": "เร็ว ๆ นี้ โบนัส 10 P สำหรับคนนอนดึก"}',
  '{"ES": "<p>Empieza pronto.</p>", "EN": "<p>Starts soon.</p>"}',
  now() + interval '7 days', now() + interval '37 days', 1000, null, null, null, 2),
(7, 7, 'sports', 'signUp',
  '{"ES": "Copa de fútbol de otoño", "EN": "Autumn football cup", "PT": "Copa de futebol de outono", "TH": "ฟุตบอลถ้วยฤดูใบไม้ร่วง"}',
  '{"ES": "Terminada: gracias por participar.", "EN": "Finished: thank you for taking part.", "PT": "Encerrada: obrigado por participar.", "TH": "จบแล้ว ขอบคุณที่ร่วมสนุก"}',
  '{"ES": "<p>Esta promoción terminó.</p>", "EN": "<p>This promotion has ended.</p>"}',
  now() - interval '40 days', now() - interval '3 days', null, null, null, null, 1);
select setval('promotions_id_seq', 7);
