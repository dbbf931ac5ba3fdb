import { Rng } from './rng';

/**
 * Made-up cricketers' names for simulated matches that bring no lineups of their own (the sports demo's T20s): 11 a
 * side, drawn from the event's id so a match replays with the same names. Fictional on purpose: a demo never shows a
 * real player's name beside odds.
 */
const FIRST = [
  'Aarav', 'Vihaan', 'Arjun', 'Kabir', 'Ishaan', 'Rohan', 'Dev', 'Yash', 'Kunal', 'Nikhil', 'Siddharth', 'Pranav', 'Aditya', 'Harsh',
  'Manav', 'Tanmay', 'Varun', 'Rahul', 'Karan', 'Om', 'Shaurya', 'Ayaan', 'Reyansh', 'Atharv', 'Parth', 'Dhruv', 'Samar', 'Neel',
];
const LAST = [
  'Sharma', 'Iyer', 'Patil', 'Reddy', 'Nair', 'Gill', 'Chauhan', 'Mehta', 'Rao', 'Desai', 'Kulkarni', 'Joshi', 'Bhatt', 'Menon',
  'Pillai', 'Sandhu', 'Thakur', 'Yadav', 'Pandey', 'Saxena', 'Kapoor', 'Malhotra', 'Bose', 'Ghosh', 'Shetty', 'Kamath', 'Dutta', 'Verma',
];

/** A seed from a text (FNV-1a), so a lineup follows the event it belongs to. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Two lineups of 11 distinct names (no name in both), the same for the same key. */
export function madeUpLineups(key: string): [string[], string[]] {
  const rng = new Rng(seedOf(key));
  const taken = new Set<string>();
  const lineup = () => {
    const names: string[] = [];
    while (names.length < 11) {
      const name = `${FIRST[rng.int(FIRST.length)]} ${LAST[rng.int(LAST.length)]}`;
      if (taken.has(name)) continue;
      taken.add(name);
      names.push(name);
    }
    return names;
  };
  return [lineup(), lineup()];
}
