-- casino_cash_balance (042) as PL/pgSQL: the same answer. As a SQL function that cannot be inlined (it has a FROM),
-- PostgreSQL parsed and planned its body on every call, twice per casino round (bench:casino's profile); PL/pgSQL
-- keeps its statement's plan for the connection's life.
CREATE OR REPLACE FUNCTION casino_cash_balance(p_user bigint) RETURNS bigint AS $$
BEGIN
  RETURN (SELECT balance FROM ledger_accounts WHERE user_id = p_user AND kind = 'cash');
END $$ LANGUAGE plpgsql STABLE;
