// What the browser keeps between visits, in localStorage: the statistics (the fields of
// the terminal's stats.json, Sources/GameCLI/Stats/Statistics.swift) and a daily puzzle
// in progress (its sealed game token), so a reload goes on where the player stopped.
// Any other game in progress is kept for the tab only (sessionStorage): a reload of its
// /p/ address goes on with it, a new tab opens the puzzle afresh.

const statsKey = "squramble.stats";
const dailyPrefix = "squramble.daily.";
const historyLength = 100;

function load(key) {
  try {
    const text = localStorage.getItem(key);
    return text == null ? null : JSON.parse(text);
  } catch {
    return null; // storage off (private mode) or a damaged value: start afresh
  }
}

function save(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or off: the game plays on, unrecorded
  }
}

/** Today on the player's own calendar, as YYYY-MM-DD (the daily changes at local midnight). */
export function today(now = new Date()) {
  const pad = (n) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The day after a YYYY-MM-DD date. */
export function nextDay(date) {
  const [y, m, d] = date.split("-").map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return next.toISOString().slice(0, 10);
}

/** The whole record, `{version: 1, dictionaries: {fingerprint: …}}`. */
export function statistics() {
  const stats = load(statsKey);
  if (stats && typeof stats === "object" && stats.version === 1 && stats.dictionaries && typeof stats.dictionaries === "object") return stats;
  return { version: 1, dictionaries: {} };
}

function emptyMode() {
  return {
    gamesPlayed: 0, gamesWon: 0, roundsPlayed: 0, roundsSolved: 0, bestScore: 0, totalScore: 0,
    wordsFound: 0, hintsTaken: 0, bestRoundStreak: 0, wordsByLength: {},
  };
}

/** One mark per round, as in the share text: solved, solvedWithHints, missed. */
export function marks(results, rounds) {
  return Array.from({ length: rounds }, (_, i) => {
    const r = results[i];
    if (!r || r.status !== "solved") return "missed";
    return r.score && r.score.hints > 0 ? "solvedWithHints" : "solved";
  });
}

/**
 * Records a finished game.
 * `game`: dictionary (fingerprint, name, words), mode, code, rounds (the options' count),
 * summary (the API's), results (each round's result), daily ({date, number} or null),
 * ending ("finished").
 */
export function record(game) {
  const stats = statistics();
  const fp = game.dictionary.fingerprint;
  const book = stats.dictionaries[fp] ?? { name: game.dictionary.name, wordCount: game.dictionary.words, modes: {}, daily: {}, history: [] };
  book.name = game.dictionary.name;
  book.wordCount = game.dictionary.words;
  book.modes ??= {};
  book.daily ??= {};
  book.history ??= [];
  const s = game.summary;
  const totals = Object.assign(emptyMode(), book.modes[game.mode]);
  totals.gamesPlayed += 1;
  if (s.rounds_played > 0 && s.rounds_solved === s.rounds_played && s.rounds_played === game.rounds) totals.gamesWon += 1;
  totals.roundsPlayed += s.rounds_played;
  totals.roundsSolved += s.rounds_solved;
  totals.bestScore = Math.max(totals.bestScore, s.score);
  totals.totalScore += s.score;
  totals.wordsFound += s.words_found;
  totals.hintsTaken += s.hints;
  totals.bestRoundStreak = Math.max(totals.bestRoundStreak, s.best_streak);
  totals.wordsByLength = { ...totals.wordsByLength };
  for (const result of game.results) {
    for (const word of result.found ?? []) {
      const length = String([...word].length);
      totals.wordsByLength[length] = (totals.wordsByLength[length] ?? 0) + 1;
    }
  }
  book.modes[game.mode] = totals;

  let streak = 1;
  if (game.daily) {
    const days = Object.assign({ results: {}, currentStreak: 0, bestStreak: 0, lastPlayed: null }, book.daily[game.mode]);
    const date = game.daily.date;
    if (!days.results[date]) {
      days.results = { ...days.results, [date]: {
        number: game.daily.number, score: s.score, roundsSolved: s.rounds_solved, rounds: game.rounds,
        seconds: s.seconds, hints: s.hints, marks: marks(game.results, game.rounds),
      } };
      if (days.lastPlayed && nextDay(days.lastPlayed) === date) days.currentStreak += 1;
      else if (days.lastPlayed !== date) days.currentStreak = 1;
      if (!days.lastPlayed || days.lastPlayed <= date) days.lastPlayed = date;
      days.bestStreak = Math.max(days.bestStreak, days.currentStreak);
    }
    streak = days.currentStreak;
    book.daily[game.mode] = days;
  }

  book.history.push({
    ended: new Date().toISOString(), mode: game.mode, code: game.code, score: s.score,
    rounds: s.rounds_played, roundsSolved: s.rounds_solved, ending: game.ending ?? "finished",
    ...(game.daily ? { daily: game.daily.date } : {}),
  });
  if (book.history.length > historyLength) book.history.splice(0, book.history.length - historyLength);
  stats.dictionaries[fp] = book;
  save(statsKey, stats);
  return { streak };
}

/** The day's daily result if it was played: `{result, streak}` or null. */
export function dailyResult(fingerprint, mode, date) {
  const days = statistics().dictionaries[fingerprint]?.daily?.[mode];
  const result = days?.results?.[date];
  return result ? { result, streak: days.currentStreak ?? 1 } : null;
}

/** A daily in progress, per language and mode: {date, number, game, elapsed, results, …}. */
export function dailyProgress(language, mode) {
  const progress = load(dailyPrefix + language + "." + mode);
  return progress && typeof progress.game === "string" ? progress : null;
}

export function saveDailyProgress(language, mode, progress) {
  save(dailyPrefix + language + "." + mode, progress);
}

export function forgetDailyProgress(language, mode) {
  try {
    localStorage.removeItem(dailyPrefix + language + "." + mode);
  } catch {
    // nothing kept, nothing to forget
  }
}

const tabKey = "squramble.game";

/** The game in progress in this tab (not a daily): {game, code, results, …} or null. */
export function gameInTab() {
  try {
    const progress = JSON.parse(sessionStorage.getItem(tabKey));
    return progress && typeof progress.game === "string" ? progress : null;
  } catch {
    return null;
  }
}

export function keepGameInTab(progress) {
  try {
    sessionStorage.setItem(tabKey, JSON.stringify(progress));
  } catch {
    // storage off: a reload starts the puzzle again
  }
}

export function forgetGameInTab() {
  try {
    sessionStorage.removeItem(tabKey);
  } catch {
    // nothing kept
  }
}
