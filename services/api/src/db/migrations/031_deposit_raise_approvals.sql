-- A deposit approved above its requested amount needs a second operator (issue 11 point 6). The first operator's
-- proposal is kept on the request until another operator confirms the same amount (or it is rejected).
ALTER TABLE wallet_transactions ADD COLUMN raise_paise bigint CHECK (raise_paise IS NULL OR raise_paise > 0);
ALTER TABLE wallet_transactions ADD COLUMN raise_by bigint REFERENCES operators(id);
ALTER TABLE wallet_transactions ADD COLUMN raise_at timestamptz;
ALTER TABLE wallet_transactions ADD CONSTRAINT wallet_transactions_raise_whole CHECK ((raise_paise IS NULL) = (raise_by IS NULL) AND (raise_paise IS NULL) = (raise_at IS NULL));
