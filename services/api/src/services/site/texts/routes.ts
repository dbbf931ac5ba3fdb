/**
 * Texts of issue 31 item 6 and 7 (every route in Hindi): the module frame's loader and error panel, the logged-out
 * notifications page, and the rest that showed English on a Hindi page.
 */
export const ROUTES_TEXTS: Record<string, string> = {
  'This section could not be loaded.': 'यह हिस्सा लोड नहीं हो सका।',
  'Loading chunk failed': 'पेज का हिस्सा लोड नहीं हुआ',
  'Log in to see your notifications.': 'अपनी सूचनाएँ देखने के लिए लॉग इन करें।',
  'Log in to see your open bets': 'अपने खुले दांव देखने के लिए लॉग इन करें',
};
