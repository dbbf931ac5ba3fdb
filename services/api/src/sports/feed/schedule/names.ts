/**
 * The rolling schedule's names: leagues, teams, players, venues, horses and dogs. Fictional teams and players (a
 * demo never shows a real person's name beside odds); the racing venues are the Indian courses the issue names.
 */
export interface League {
  code: string;
  name: string;
  teams: readonly string[];
}

export const T20_LEAGUES: readonly League[] = [
  { code: 'sim-kpl', name: 'Khel Premier League', teams: ['Mumbai Mariners', 'Delhi Dynamos', 'Chennai Chargers', 'Kolkata Knights', 'Bengaluru Blasters', 'Hyderabad Hawks', 'Jaipur Royals', 'Punjab Lions'] },
  { code: 'sim-island-t20', name: 'Island T20 Bash', teams: ['Colombo Cobras', 'Kandy Falcons', 'Galle Gladiators', 'Jaffna Kings', 'Dambulla Giants', 'Trinco Tuskers'] },
];

export const ODI_SERIES: League = {
  code: 'sim-odi-series', name: 'Khel ODI Series', teams: ['India A', 'Australia A', 'England Lions', 'South Africa A', 'New Zealand A', 'Pakistan Shaheens', 'Sri Lanka A', 'West Indies A'],
};

export const TEST_SERIES: League = { ...ODI_SERIES, code: 'sim-test-series', name: 'Khel Test Championship' };

export const FOOTBALL_LEAGUES: readonly League[] = [
  { code: 'sim-super-league', name: 'Khel Super League', teams: ['Goa Waves', 'Kerala Tuskers', 'Mumbai City Blues', 'Bengal Tigers FC', 'Chennai Anchors', 'Odisha Warriors', 'Punjab Eagles', 'Shillong Hills'] },
  { code: 'sim-premier-div', name: 'Premier Division', teams: ['Riverford Athletic', 'Kingsport City', 'Northgate Rovers', 'Eastbridge United', 'Millbrook Town', 'Westhaven Albion', 'Ashford Wanderers', 'Castleton FC'] },
  { code: 'sim-liga-sol', name: 'Liga del Sol', teams: ['Real Costa', 'Atlético Sierra', 'Deportivo Mar', 'Unión Valle', 'Sporting Luna', 'CD Montaña'] },
  { code: 'sim-nord-liga', name: 'Nord Liga', teams: ['FC Hafenstadt', 'SV Bergdorf', 'Borussia Talheim', 'TSV Waldau', 'Eintracht Seeburg', 'VfB Kronach'] },
];

export const TENNIS_TOURS: readonly League[] = [
  { code: 'sim-atp-khel', name: 'Khel Open (Men)', teams: ['A. Sharma', 'R. Iyer', 'M. Kovač', 'L. Duval', 'T. Nakamura', 'J. Ortega', 'P. Lindqvist', 'D. Okafor', 'S. Menon', 'K. Brandt'] },
  { code: 'sim-wta-khel', name: 'Khel Open (Women)', teams: ['N. Rao', 'E. Petrova', 'C. Moreau', 'Y. Chen', 'I. Santos', 'H. Müller', 'A. Kapoor', 'M. Novak', 'S. Ito', 'L. Greco'] },
];

/** Horse racing venues (the six Indian courses), each a competition; a race is named "HH:mm <venue>" in IST. */
export const HORSE_VENUES = ['Mahalakshmi', 'Guindy', 'Bangalore', 'Hyderabad', 'Mysore', 'Pune'] as const;
export const GREYHOUND_VENUES = ['Romford', 'Towcester', 'Hove', 'Sheffield'] as const;

export const HORSES = [
  'Monsoon Star', 'Desert Wind', 'Golden Ghat', 'River Raja', 'Silver Tiffin', 'Night Mail', 'Deccan Queen', 'Saffron Sky', 'Malabar Gold',
  'Ganga Breeze', 'Royal Nawab', 'Blue Lotus', 'Thar Express', 'Konkan Kite', 'Marine Drive', 'Nilgiri Mist', 'Chola Prince', 'Spice Route',
];
export const DOGS = ['Swift Arrow', 'Black Pepper', 'Lucky Lad', 'Trap Star', 'Misty Dawn', 'Rapid Ruby', 'Bold Bandit', 'Quick Silver', 'Jet Blaze', 'Night Owl'];
