-- Search (issue 30 item 1): one searchable table over events, competitions, teams, casino games, matka markets and
-- fantasy matches, kept up to date by triggers on the tables that hold them, with PostgreSQL full-text (a tsvector of
-- the name's words, English and Hindi, GIN) and pg_trgm (substring search over the names, GIN gin_trgm_ops).
-- Spelling tolerance: every query word also matches the lexicon's words (search_words) within a small edit distance
-- (fuzzystrmatch's levenshtein_less_equal), so "kolkatta" finds Kolkata and "andar bahr" finds Andar Bahar.
-- PGlite loads both extensions (src/db/pglite.ts PGLITE_EXTENSIONS). src/search/search.ts is the reader.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

-- Hindi names for the seeded and simulated items, word by word: the data has no Hindi names, so a name whose every
-- word is here (or has no letters, like "15:30" or an initial) gets one; other names are searched in English only.
CREATE TABLE search_hindi_words (
  word text PRIMARY KEY CHECK (word ~ '^[a-z0-9]+$'),
  hi text NOT NULL
);
INSERT INTO search_hindi_words (word, hi) VALUES
  ('v', 'बनाम'), ('vs', 'बनाम'),
  ('mumbai', 'मुंबई'), ('strikers', 'स्ट्राइकर्स'), ('delhi', 'दिल्ली'), ('chargers', 'चार्जर्स'),
  ('chennai', 'चेन्नई'), ('kings', 'किंग्स'), ('kolkata', 'कोलकाता'), ('riders', 'राइडर्स'),
  ('bengaluru', 'बेंगलुरु'), ('blasters', 'ब्लास्टर्स'), ('hyderabad', 'हैदराबाद'), ('hawks', 'हॉक्स'),
  ('riverside', 'रिवरसाइड'), ('fc', 'एफसी'), ('harbour', 'हार्बर'), ('united', 'यूनाइटेड'),
  ('sharma', 'शर्मा'), ('iyer', 'अय्यर'), ('mahalakshmi', 'महालक्ष्मी'),
  ('khel', 'खेल'), ('t20', 'टी20'), ('cup', 'कप'), ('football', 'फ़ुटबॉल'), ('league', 'लीग'), ('open', 'ओपन'),
  ('din', 'दिन'), ('kalyan', 'कल्याण'), ('milan', 'मिलन'), ('day', 'डे'), ('rajdhani', 'राजधानी'), ('night', 'नाइट'),
  ('dice', 'डाइस'), ('crash', 'क्रैश'), ('andar', 'अंदर'), ('bahar', 'बाहर'), ('teen', 'तीन'), ('patti', 'पत्ती'),
  ('dragon', 'ड्रैगन'), ('tiger', 'टाइगर'), ('lucky', 'लकी'), ('european', 'यूरोपियन'), ('roulette', 'रूलेट'),
  ('rang', 'रंग'), ('reels', 'रील्स'), ('plinko', 'प्लिंको');

CREATE FUNCTION search_hindi(name text) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  tok text;
  key text;
  word_hi text;
  parts text[] := '{}';
BEGIN
  FOREACH tok IN ARRAY regexp_split_to_array(btrim(name), '\s+') LOOP
    key := lower(regexp_replace(tok, '[^A-Za-z0-9]', '', 'g'));
    SELECT h.hi INTO word_hi FROM search_hindi_words h WHERE h.word = key;
    IF word_hi IS NOT NULL THEN
      parts := parts || word_hi;
    ELSIF key !~ '[a-z]{2}' THEN
      parts := parts || tok;
    ELSE
      RETURN NULL;
    END IF;
  END LOOP;
  RETURN nullif(array_to_string(parts, ' '), '');
END $$;

-- A text's words as search sees them: lower case Latin letters and digits, Devanagari; anything else separates.
CREATE FUNCTION search_words_of(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_remove(regexp_split_to_array(lower(coalesce(t, '')), '[^a-z0-9\u0900-\u097f]+'), ''), '{}')
$$;

CREATE TABLE search_items (
  kind text NOT NULL CHECK (kind IN ('event', 'competition', 'team', 'casino', 'matka', 'fantasy')),
  -- The item's id in its own table (a team: its name in lower case).
  ref text NOT NULL,
  name text NOT NULL,
  name_hi text,
  -- A second line: the competition, the provider, the sport.
  detail text NOT NULL DEFAULT '',
  -- The site path the result opens.
  link text NOT NULL,
  in_play boolean NOT NULL DEFAULT false,
  -- false: finished, cancelled or switched off; kept (its trigger may bring it back) but never found.
  active boolean NOT NULL DEFAULT true,
  document tsvector GENERATED ALWAYS AS (array_to_tsvector(search_words_of(name || ' ' || coalesce(name_hi, '')))) STORED,
  search_text text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(name_hi, ''))) STORED,
  PRIMARY KEY (kind, ref)
);
CREATE INDEX search_items_document ON search_items USING gin (document) WHERE active;
CREATE INDEX search_items_trgm ON search_items USING gin (search_text gin_trgm_ops) WHERE active;

-- Every word of every name ever indexed: what a misspelt query word is compared with (never shrinks; a word no
-- item has any more simply finds nothing).
CREATE TABLE search_words (word text PRIMARY KEY);

CREATE FUNCTION search_words_learn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word) SELECT DISTINCT w FROM unnest(search_words_of(NEW.name || ' ' || coalesce(NEW.name_hi, ''))) w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER search_items_words AFTER INSERT OR UPDATE OF name, name_hi ON search_items FOR EACH ROW EXECUTE FUNCTION search_words_learn();

CREATE FUNCTION search_put(p_kind text, p_ref text, p_name text, p_detail text, p_link text, p_in_play boolean, p_active boolean) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_items (kind, ref, name, name_hi, detail, link, in_play, active)
  VALUES (p_kind, p_ref, p_name, search_hindi(p_name), coalesce(p_detail, ''), p_link, p_in_play, p_active)
  ON CONFLICT (kind, ref) DO UPDATE SET name = EXCLUDED.name, name_hi = EXCLUDED.name_hi, detail = EXCLUDED.detail,
    link = EXCLUDED.link, in_play = EXCLUDED.in_play, active = EXCLUDED.active
  WHERE (search_items.name, search_items.detail, search_items.link, search_items.in_play, search_items.active)
    IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.detail, EXCLUDED.link, EXCLUDED.in_play, EXCLUDED.active)
$$;

-- A team (the two sides of an event "A v B" and of a fantasy match) opens its latest active event.
CREATE FUNCTION search_put_team(p_name text, p_detail text, p_link text, p_active boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF btrim(coalesce(p_name, '')) = '' THEN RETURN; END IF;
  IF p_active THEN
    PERFORM search_put('team', lower(btrim(p_name)), btrim(p_name), p_detail, p_link, false, true);
  ELSE
    -- An ended event leaves the team found (through its later events, or as it was).
    INSERT INTO search_items (kind, ref, name, name_hi, detail, link, in_play, active)
    VALUES ('team', lower(btrim(p_name)), btrim(p_name), search_hindi(btrim(p_name)), coalesce(p_detail, ''), p_link, false, true)
    ON CONFLICT (kind, ref) DO NOTHING;
  END IF;
END $$;

CREATE FUNCTION search_index_event(p_id bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  e record;
  side text;
BEGIN
  SELECT ev.id, ev.name, ev.in_play, ev.status, c.name AS competition, s.is_racing
    INTO e FROM sports_events ev JOIN sports_competitions c ON c.id = ev.competition_id JOIN sports s ON s.id = c.sport_id WHERE ev.id = p_id;
  IF NOT FOUND THEN RETURN; END IF;
  PERFORM search_put('event', e.id::text, e.name, e.competition, '/sports-event-detail/' || e.id, e.in_play, e.status IN ('scheduled', 'live'));
  IF NOT e.is_racing THEN
    FOREACH side IN ARRAY regexp_split_to_array(e.name, '\s+(v|vs|V|VS|Vs)\.?\s+') LOOP
      IF side <> e.name THEN
        PERFORM search_put_team(side, e.competition, '/sports-event-detail/' || e.id, e.status IN ('scheduled', 'live'));
      END IF;
    END LOOP;
  END IF;
END $$;

CREATE FUNCTION search_index_competition(p_id bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  c record;
BEGIN
  SELECT co.id, co.name, s.code, s.id AS sport_id, s.name AS sport, s.is_racing INTO c
    FROM sports_competitions co JOIN sports s ON s.id = co.sport_id WHERE co.id = p_id;
  IF NOT FOUND THEN RETURN; END IF;
  -- The site's sports tabs (packages/games sports.ts SPORT_TABS) and racing categories.
  PERFORM search_put('competition', c.id::text, c.name, c.sport,
    CASE
      WHEN c.is_racing THEN '/racing-category/' || CASE c.code WHEN 'horse-racing' THEN 'horse' WHEN 'greyhound-racing' THEN 'greyhound' ELSE c.code END
      ELSE '/sports/' || c.code || '/' || CASE c.code WHEN 'cricket' THEN '4' WHEN 'football' THEN '1' WHEN 'tennis' THEN '2' ELSE c.sport_id::text END || '/' || c.id
    END, false, true);
END $$;

CREATE FUNCTION search_index_casino_game(p_id bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  g record;
BEGIN
  SELECT cg.id, cg.name, cg.section, cg.enabled, p.name AS provider INTO g
    FROM casino_games cg JOIN casino_providers p ON p.id = cg.provider_id WHERE cg.id = p_id;
  IF NOT FOUND THEN RETURN; END IF;
  PERFORM search_put('casino', g.id::text, g.name, g.provider, '/casino/' || g.section, false, g.enabled);
END $$;

CREATE FUNCTION search_index_matka(p_id bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  m record;
BEGIN
  SELECT id, name, open_time, close_time, active INTO m FROM matka_markets WHERE id = p_id;
  IF NOT FOUND THEN RETURN; END IF;
  PERFORM search_put('matka', m.id::text, m.name, m.open_time || ' - ' || m.close_time, '/matka-details/' || m.id, false, m.active);
END $$;

CREATE FUNCTION search_index_fantasy(p_id bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  f record;
BEGIN
  SELECT id, team_a, team_b, competition, status INTO f FROM fantasy_matches WHERE id = p_id;
  IF NOT FOUND THEN RETURN; END IF;
  PERFORM search_put('fantasy', f.id::text, f.team_a || ' v ' || f.team_b, f.competition, '/cricket-fight/' || f.id, f.status = 'live', f.status IN ('upcoming', 'live'));
  PERFORM search_put_team(f.team_a, f.competition, '/cricket-fight/' || f.id, f.status IN ('upcoming', 'live'));
  PERFORM search_put_team(f.team_b, f.competition, '/cricket-fight/' || f.id, f.status IN ('upcoming', 'live'));
END $$;

CREATE FUNCTION search_on_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM search_index_event(NEW.id); RETURN NULL; END $$;
CREATE FUNCTION search_on_competition() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM search_index_competition(NEW.id); RETURN NULL; END $$;
CREATE FUNCTION search_on_casino_game() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM search_index_casino_game(NEW.id); RETURN NULL; END $$;
CREATE FUNCTION search_on_casino_provider() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM search_index_casino_game(g.id) FROM casino_games g WHERE g.provider_id = NEW.id; RETURN NULL; END $$;
CREATE FUNCTION search_on_matka() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM search_index_matka(NEW.id); RETURN NULL; END $$;
CREATE FUNCTION search_on_fantasy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM search_index_fantasy(NEW.id); RETURN NULL; END $$;

-- Only the columns search shows: a price or score update (state, updated_at) never touches the index.
CREATE TRIGGER search_events AFTER INSERT OR UPDATE OF name, in_play, status, competition_id ON sports_events FOR EACH ROW EXECUTE FUNCTION search_on_event();
CREATE TRIGGER search_competitions AFTER INSERT OR UPDATE OF name, sport_id ON sports_competitions FOR EACH ROW EXECUTE FUNCTION search_on_competition();
CREATE TRIGGER search_casino_games AFTER INSERT OR UPDATE OF name, section, enabled, provider_id ON casino_games FOR EACH ROW EXECUTE FUNCTION search_on_casino_game();
CREATE TRIGGER search_casino_providers AFTER UPDATE OF name ON casino_providers FOR EACH ROW EXECUTE FUNCTION search_on_casino_provider();
CREATE TRIGGER search_matka AFTER INSERT OR UPDATE OF name, open_time, close_time, active ON matka_markets FOR EACH ROW EXECUTE FUNCTION search_on_matka();
CREATE TRIGGER search_fantasy AFTER INSERT OR UPDATE OF team_a, team_b, competition, status ON fantasy_matches FOR EACH ROW EXECUTE FUNCTION search_on_fantasy();

-- What exists already.
SELECT search_index_competition(id) FROM sports_competitions;
SELECT search_index_event(id) FROM sports_events ORDER BY id;
SELECT search_index_casino_game(id) FROM casino_games;
SELECT search_index_matka(id) FROM matka_markets;
SELECT search_index_fantasy(id) FROM fantasy_matches ORDER BY id;

-- A query as a tsquery: every query word must match (AND), each as a prefix (the player is typing) or as any
-- lexicon word within 1 edit (3 to 7 letters) or 2 (8 and more). NULL when the query has no word.
CREATE FUNCTION search_query(q text) RETURNS tsquery LANGUAGE sql STABLE AS $$
  SELECT string_agg('(' || alts || ')', ' & ' ORDER BY n)::tsquery
  FROM (
    SELECT x.n, array_to_string(ARRAY['''' || x.qw || ''':*'] || coalesce((
      SELECT array_agg('''' || w.word || '''' ORDER BY levenshtein_less_equal(x.qw, w.word, x.k), w.word)
      FROM search_words w
      WHERE x.k > 0 AND length(w.word) BETWEEN length(x.qw) - x.k AND length(x.qw) + x.k AND w.word <> x.qw
        AND levenshtein_less_equal(x.qw, w.word, x.k) <= x.k
    ), '{}'), ' | ') AS alts
    FROM (
      SELECT qw, n, CASE WHEN length(qw) >= 8 THEN 2 WHEN length(qw) >= 3 THEN 1 ELSE 0 END AS k
      FROM unnest(search_words_of(q)) WITH ORDINALITY AS u(qw, n)
    ) x
  ) t
$$;

-- The search: at most per_kind results of each kind, kinds in a fixed order (events first), in-play first, then
-- the best match (full-text rank + trigram similarity), then the name.
CREATE FUNCTION search_find(q text, per_kind integer)
RETURNS TABLE (kind text, ref text, name text, name_hi text, detail text, link text, in_play boolean)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
DECLARE
  tsq tsquery := search_query(q);
  needle text := lower(btrim(q));
  pattern text := '%' || replace(replace(replace(lower(btrim(q)), '\', '\\'), '%', '\%'), '_', '\_') || '%';
BEGIN
  IF tsq IS NULL AND length(needle) < 3 THEN
    RETURN;
  END IF;
  RETURN QUERY
  SELECT r.kind, r.ref, r.name, r.name_hi, r.detail, r.link, r.in_play
  FROM (
    SELECT m.*, row_number() OVER (PARTITION BY m.kind ORDER BY m.in_play DESC, m.score DESC, m.name, m.ref) AS n
    FROM (
      SELECT s.kind, s.ref, s.name, s.name_hi, s.detail, s.link, s.in_play,
        coalesce(ts_rank(s.document, tsq), 0) + similarity(s.search_text, needle) AS score
      FROM search_items s
      WHERE s.active AND ((tsq IS NOT NULL AND s.document @@ tsq) OR (length(needle) >= 3 AND s.search_text LIKE pattern))
    ) m
  ) r
  WHERE r.n <= per_kind
  ORDER BY array_position(ARRAY['event', 'competition', 'team', 'casino', 'matka', 'fantasy'], r.kind), r.n;
END $$;

-- A player's recent searches, newest first; src/search/recent.ts keeps the last 10.
CREATE TABLE search_recent (
  user_id bigint NOT NULL REFERENCES users(id),
  query text NOT NULL,
  searched_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, query)
);
CREATE INDEX search_recent_newest ON search_recent (user_id, searched_at DESC);
