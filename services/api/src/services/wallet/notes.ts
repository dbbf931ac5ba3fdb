/** What the wallet routes' schemas cannot say: refusal texts and behaviour, published as OpenAPI descriptions. */
export const WALLET_NOTES: Record<string, string> = {
  'GET /client/config':
    'Every player call needs a live player session (401 otherwise); a demo user gets 403 "Wallet access is restricted for demo users" on every call, the withdraw call included. Defaults (SPEC §9): ranges 100–99999999, stake buttons 100, 200, 500, 1000. `bank_list` is the banks of src/wallet/banks.ts.',
  'GET /client/deposit-standing':
    'Asked by the deposit screen before anything else. On a time-out or self-exclusion: can_deposit false, reason and until (the screen shows why and when it ends, never payment details). Under deposit limits: headroom is the least room of the 24h / 7d / 30d windows now (the amount is capped to it); with none left, reason deposit_limit and until the moment room opens.',
  'GET /client/accounts-master-list':
    'Grouped by method_name, social methods first; only master accounts whose amount range takes `amount`. Refused (400, the deposit refusal\'s text) on a time-out or self-exclusion, or when `amount` would pass a deposit limit: the payment details are never answered to a player who may not pay them.',
  'POST /client/client-account-transaction': [
    'Nothing is posted to the ledger until an operator approves. A UTR is claimed once, ever.',
    '422: "Please Enter Deposit Amount"; "Amount must be a number with at most 2 decimals"; "UTR Number is Required"; "UTR number must be 10 to 15 digit"; wallet and crypto methods: UTR optional, "UTR number must be at most 128 characters"; "Please Upload Payment Proof"; "Please select a payment account"; "Type must be client_deposit".',
    '400: "Deposit amount must be between {min} and {max}"; "Please upload the payment proof through this site"; "This UTR number has already been used" (the attempt is stored for the operator); "Please use Pay Now for this payment method" (gateway); "Please use the chat link for this payment method" (social). 404: "Payment account not found".',
  ].join('\n\n'),
  'GET /client/client-account-transaction': 'Days in Asia/Kolkata, `to` exclusive; a malformed date is a 422 "Date must be YYYY-MM-DD".',
  'PATCH /client/cancel-transaction-request/:id': '400 "Only a pending request can be cancelled"; another player\'s id: 404. A withdrawal\'s hold returns to cash in the same transaction.',
  'GET /client/payment-url':
    'A pending client_deposit and a gateway session; `url` is the hosted page. 400 "This payment method does not support online payment", the deposit range message, "Please Enter Deposit Amount"; with KHEL_PAYMENT_GATEWAY=none: 400 "Online payment is not available right now. Please choose another payment method."',
  'POST /client/create-client-account': [
    '422 (NewPayoutAccountDto): "Please Select Bank Name", "IFSC code is required.", "IFSC code should be 11 Alphanumeric Characters", "Account Number is required.", "Account number must be valid numeric value between 9 to 18 digits.", "Account holder name is required", "Account holder name must be 3-100 characters.", "Must contain only alphabets, spaces, dots, or hyphens.", "At least one field is required UPI ID or QR code.", "UPI ID must be 5 to 50 characters.", "Must be in the format of name@bank.", "Wallet ID is required", "Please Enter Withdraw Password".',
    '400: "Please set your withdraw password first (Forgot Withdraw Password?)", "Incorrect Withdraw Password", "This account is already saved"; 404 "Payment method not found". The withdrawal password takes 5 tries per player (30 per address) in 15 minutes, then 400 "Too many wrong withdrawal passwords. Try again in 15 minutes."',
    'Linking: each account has a normalised key (bank:<IFSC>:<number>, upi:<id>, wallet:<id>); the same key saved by two players flags both for the operator.',
  ].join('\n\n'),
  'DELETE /client/delete-client-account/:id': "Not the player's (or gone): 404 \"Account not found\".",
  'POST /client/transaction-password/send-otp': 'A code to the player\'s mobile through the OTP sender (purpose withdraw_password; the OTP caps apply).',
  'POST /client/transaction-password/verify-otp': '422: "Please Enter OTP", "Please Enter 6 Digit OTP", "Please Enter Withdraw Password", the strength message, "Password Mismatched."; 400: the OTP module\'s messages ("Invalid OTP", "OTP Expired. Please request a new OTP.").',
  'POST /client/update-txn-password': '422 "New WithDraw Password Required!", "Confirm WithDraw Password Does Not Match With New WithDraw Password."; 400 "Please Enter Current Withdraw Password", "Current withdraw password is incorrect", the 5-tries lock; no withdrawal password yet: 400 "Please set your withdraw password first (Forgot Withdraw Password?)".',
  'POST /dir/settings/getSignedUrl':
    'Types image/jpeg, image/png, image/webp, at most 5 MB, else 422 "Invalid file type. Only JPG, JPEG, PNG, and WEBP image formats are allowed, and file size must be under 5 MB". A deposit\'s transaction_image_url and a payout account\'s qr_code must be this player\'s uploads for that purpose (400 "Please upload the payment proof through this site" / "Please upload the QR code through this site").',
  'PUT /uploads/:purpose/:name': '403 "Invalid or expired upload URL", 403 "This upload URL has already been used", 415 "File seems corrupted and cannot be uploaded", 415 "Invalid file type", 413 over 5 MB.',
  'POST /gateway/callback':
    '{session_id, status: approved|declined, amount (paise, text), signature = hex HMAC-SHA256(secret, "session_id|status|amount")}. A bad signature is a 401 and changes nothing; a replay answers {changed:false}, "Payment already processed".',
  'POST /client/auto-utr': 'tesseract.js on the server, local English model. 400 "No image found for UTR auto-check." (no image, or not JPEG/PNG/WebP); 400 "Something went wrong while fetching UTR."',
};
