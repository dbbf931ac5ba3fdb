/** Search (issue 30): the shell's search page. English key -> Hindi. ('Matka markets' is matka.ts's.) */
export const SEARCH_TEXTS: Record<string, string> = {
  'Search events, games and markets': 'इवेंट, गेम और बाज़ार खोजें',
  'Search results': 'खोज परिणाम',
  'Recent searches': 'हाल की खोजें',
  'Clear recent searches': 'हाल की खोजें हटाएँ',
  'Sports events': 'खेल इवेंट',
  Competitions: 'प्रतियोगिताएँ',
  Teams: 'टीमें',
  'Casino games': 'कैसीनो गेम',
  'Fantasy matches': 'फ़ैंटेसी मैच',
  'In play': 'लाइव',
  Pages: 'पेज',
  'Search failed. Please try again.': 'खोज नहीं हो सकी। कृपया फिर से कोशिश करें।',
};
