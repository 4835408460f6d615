// The page: reads the address (`/`, `/p/<puzzle code>`, `/daily/<language>`), fills the
// language list from the server, starts games, keeps a daily in the browser so a reload
// goes on with it, and records finished games in the statistics.

import { command, dictionaries as fetchDictionaries } from "./api.js";
import { Play } from "./play.js";
import { dailyShareText, gameShareText } from "./share.js";
import * as storage from "./storage.js";
import { showStatistics } from "./stats.js";
import { errorLine } from "./words.js";

const $ = (id) => document.getElementById(id);
const modes = ["unscramble", "twist", "grid"];

let dictionaries = [];
let play = null;

function dictionaryFor(language) {
  return dictionaries.find((d) => d.language === language)
    ?? dictionaries.find((d) => d.language.split("-")[0] === language.split("-")[0]);
}

/** "Spanish", from the tag; the dictionary's own name when the browser has no such list. */
function languageName(dictionary) {
  try {
    const name = new Intl.DisplayNames(["en"], { type: "language" }).of(dictionary.language);
    if (name && name !== dictionary.language) return name;
  } catch {
    // no Intl.DisplayNames
  }
  return dictionary.name;
}

function chosenLanguage() {
  return $("language").value || dictionaries.find((d) => d.default)?.language || "en";
}

function chosenMode() {
  return document.querySelector('input[name="mode"]:checked')?.value ?? "unscramble";
}

function choose(language, mode) {
  if (language && dictionaryFor(language)) $("language").value = dictionaryFor(language).language;
  if (mode && modes.includes(mode)) document.querySelector(`input[name="mode"][value="${mode}"]`).checked = true;
  updateDailyLink();
}

function updateDailyLink() {
  const mode = chosenMode();
  $("daily-link").href = `/daily/${encodeURIComponent(chosenLanguage())}` + (mode === "unscramble" ? "" : `?mode=${mode}`);
}

function showError(error) {
  $("error").textContent = error ? errorLine(error) : "";
}

function dailyURL(language, mode) {
  return `/daily/${encodeURIComponent(language)}` + (mode === "unscramble" ? "" : `?mode=${mode}`);
}

/** The address bar follows the game: `/p/<code>`, or the daily's own address. */
function setAddress(path) {
  if (location.pathname + location.search !== path) history.pushState(null, "", path);
}

// MARK: Starting games

async function startNew() {
  showError(null);
  const language = chosenLanguage();
  const body = { language, mode: chosenMode() };
  const rounds = Number($("rounds").value);
  if (rounds > 0) body.rounds = rounds;
  const limit = Number($("time-limit").value);
  if (limit > 0) body.time_limit = limit;
  try {
    const reply = await command("new", body);
    begin(reply);
    setAddress(`/p/${reply.code}`);
  } catch (error) {
    showError(error);
  }
}

/** Codes compare without case and dashes, as the terminal reads them. */
function sameCode(a, b) {
  const plain = (code) => String(code).toUpperCase().replace(/[^0-9A-Z]/g, "");
  return plain(a) === plain(b);
}

async function openCode(code, { resume = false } = {}) {
  showError(null);
  const saved = resume ? storage.gameInTab() : null;
  if (saved && sameCode(saved.code, code)) {
    try {
      const reply = await command("state", { game: saved.game });
      if (!reply.state.game_over) {
        // Kept in the tab: a puzzle of its own, even if its letters were a daily's (below).
        const state = { ...reply.state, game: reply.game, code: reply.state.code ?? saved.code, daily: null };
        choose(state.dictionary.language, state.options.mode);
        begin(state, saved);
        play.say(`Going on where you stopped: round ${state.round.round} of ${state.round.of}, ${state.score} points so far.`, "note");
        return;
      }
    } catch {
      // A token the server no longer takes: the puzzle starts again below.
    }
    storage.forgetGameInTab();
  }
  try {
    const reply = await command("new", { code });
    choose(reply.dictionary.language, reply.options.mode);
    if (reply.daily && await openDailyCode(reply, code)) return;
    const puzzle = { ...reply, code: reply.code ?? code.toUpperCase(), daily: null };
    begin(puzzle);
    setAddress(`/p/${puzzle.code}`);
  } catch (error) {
    showError(error);
  }
}

/**
 * A code that deals a daily still in play (the server says which): as `squramble play
 * --code`, today's is played as the day's daily (resumed if begun, its result if
 * played), a later day's is refused, and an earlier day's (over here) is a puzzle like
 * any other. Returns whether the daily took the code.
 */
async function openDailyCode(reply, code) {
  const { daily } = reply;
  const mode = reply.options.mode;
  const today = storage.today();
  if (daily.date > today) {
    showError({ code: "daily_in_play", message: `this code is the ${mode} daily puzzle of ${daily.date}, which has not begun here yet: play it as the daily on that day` });
    $("game").hidden = true;
    return true;
  }
  const dictionary = dictionaryFor(reply.dictionary.language);
  if (daily.date < today || !dictionary || storage.dailyResult(dictionary.fingerprint, mode, today)) return false;
  history.replaceState(null, "", dailyURL(dictionary.language, mode));
  await openDaily(dictionary.language, mode, { fromCode: true });
  return true;
}

function begin(reply, saved = null) {
  $("daily-done").hidden = true;
  // On a phone the game comes first: the setup folds away under its summary line.
  if (window.matchMedia("(max-width: 59.99rem)").matches) $("setup-box").open = false;
  play.begin(reply, dictionaryFor(reply.dictionary.language) ?? {}, saved);
  document.title = reply.daily ?? saved?.daily ? `Squramble daily #${(reply.daily ?? saved.daily).number}` : `Squramble · ${reply.code}`;
}

/** Today's puzzle: the day's result if it was played, the game in progress, or a new one. */
async function openDaily(language, mode, { fromCode = false } = {}) {
  showError(null);
  const dictionary = dictionaryFor(language);
  if (!dictionary) {
    showError({ code: "unknown_language", message: `no dictionary for “${language}” here; the languages are ${dictionaries.map((d) => d.language).join(", ")}` });
    return;
  }
  language = dictionary.language;
  choose(language, mode);
  const date = storage.today();
  const played = storage.dailyResult(dictionary.fingerprint, mode, date);
  if (played) {
    showDailyDone(mode, date, played);
    return;
  }
  const saved = storage.dailyProgress(language, mode);
  if (saved && saved.daily?.date === date) {
    try {
      const reply = await command("state", { game: saved.game });
      const state = { ...reply.state, game: reply.game, daily: reply.state.daily ?? saved.daily };
      begin(state, saved);
      if (state.game_over) {
        play.gameOver(state.summary);
      } else {
        play.say(`${fromCode ? codeNote(mode) : ""}Resuming today’s puzzle where you stopped: round ${state.round.round} of ${state.round.of}, ${state.score} points so far.`, "note");
      }
      return;
    } catch (error) {
      // A token the server no longer takes (a new key, a new dictionary): start again.
      storage.forgetDailyProgress(language, mode);
    }
  } else if (saved) {
    await countUnfinishedDaily(saved, dictionary);
    storage.forgetDailyProgress(language, mode);
  }
  try {
    const reply = await command("daily", { language, mode, date });
    begin(reply);
    if (fromCode) play.say(codeNote(mode), "note");
  } catch (error) {
    showError(error);
  }
}

function codeNote(mode) {
  return `This code is today’s ${mode} daily puzzle: it is played as your daily. `;
}

/**
 * A daily of an earlier day left half-played counts for its own day as it stood, as
 * the terminal counts it: if something was done (a word, a hint, a round over).
 */
async function countUnfinishedDaily(saved, dictionary) {
  if (!saved.daily?.date || saved.daily.date >= storage.today()) return;
  try {
    const reply = await command("state", { game: saved.game });
    const summary = reply.state.summary;
    if (!summary || (summary.words_found === 0 && summary.hints === 0 && summary.rounds_played === 0)) return;
    storage.record({
      dictionary: { ...reply.state.dictionary, ...dictionary }, mode: saved.mode, code: saved.code,
      rounds: reply.state.options.rounds, summary, results: saved.results ?? [],
      daily: { date: saved.daily.date, number: saved.daily.number }, ending: "endOfInput",
    });
  } catch {
    // The server no longer takes the token: nothing to count it from.
  }
}

function showDailyDone(mode, date, played) {
  $("game").hidden = true;
  const box = $("daily-done");
  const text = dailyShareText({ number: played.result.number, mode, date, result: played.result, streak: played.streak });
  $("daily-done-text").textContent = `You have played today’s ${mode} puzzle (#${played.result.number}); a new one comes at midnight. Your result:`;
  $("daily-done-share").textContent = text;
  box.hidden = false;
  $("daily-done-title").focus();
}

// MARK: The end of a game

function gameOver(game, summary) {
  const results = game.results;
  const record = {
    dictionary: game.dictionary, mode: game.mode, code: game.code, rounds: game.options.rounds,
    summary, results, daily: game.daily ? { date: game.daily.date, number: game.daily.number } : null,
  };
  const { streak } = storage.record(record);
  let text;
  if (game.daily) {
    storage.forgetDailyProgress(game.language, game.mode);
    text = dailyShareText({
      number: game.daily.number, mode: game.mode, date: game.daily.date, streak,
      result: { marks: storage.marks(results, game.options.rounds), roundsSolved: summary.rounds_solved, rounds: game.options.rounds, score: summary.score, seconds: summary.seconds, hints: summary.hints },
    });
  } else {
    storage.forgetGameInTab();
    text = gameShareText({
      mode: game.mode, marks: storage.marks(results, game.options.rounds), summary,
      rounds: game.options.rounds, url: `${location.origin}/p/${game.code}`,
    });
  }
  $("share-text").textContent = text;
}

async function copy(text, done) {
  try {
    await navigator.clipboard.writeText(text);
    play.say(done, "note");
  } catch {
    // No clipboard (an old browser, a page not allowed it): show the text to copy by hand.
    play.say(`Copy this: ${text}`, "note");
  }
}

// MARK: Start

function route() {
  const path = decodeURIComponent(location.pathname);
  const params = new URLSearchParams(location.search);
  let match;
  if ((match = path.match(/^\/p\/([^/]+)\/?$/))) {
    openCode(match[1], { resume: true });
  } else if ((match = path.match(/^\/daily\/([^/]+)\/?$/))) {
    const mode = params.get("mode") ?? "unscramble";
    openDaily(match[1], modes.includes(mode) ? mode : "unscramble");
  } else {
    $("game").hidden = true;
    $("daily-done").hidden = true;
  }
}

async function main() {
  play = new Play({
    onError: (error, game) => {
      showError(error);
      if (game.daily && (error.code === "invalid_state" || error.code === "wrong_dictionary")) {
        storage.forgetDailyProgress(game.language, game.mode);
      }
    },
    onChange: (game) => {
      showError(null);
      if (game.summary) return;
      if (game.daily) storage.saveDailyProgress(game.language, game.mode, game.progress);
      else storage.keepGameInTab(game.progress);
    },
    onGameOver: gameOver,
  });

  $("setup").addEventListener("submit", (event) => {
    event.preventDefault();
    startNew();
  });
  $("daily-button").addEventListener("click", () => {
    const path = dailyURL(chosenLanguage(), chosenMode());
    history.pushState(null, "", path);
    route();
  });
  $("language").addEventListener("change", updateDailyLink);
  for (const radio of document.querySelectorAll('input[name="mode"]')) radio.addEventListener("change", updateDailyLink);
  $("daily-link").addEventListener("click", (event) => {
    event.preventDefault();
    history.pushState(null, "", $("daily-link").getAttribute("href"));
    route();
  });
  $("code-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const code = $("code-input").value.trim();
    if (code) openCode(code);
  });
  $("copy-link").addEventListener("click", () => copy(`${location.origin}/p/${play.code}`, "Link copied."));
  $("copy-share").addEventListener("click", () => copy($("share-text").textContent, "Result copied."));
  $("copy-daily-share").addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText($("daily-done-share").textContent);
      $("daily-done-status").textContent = "Result copied.";
    } catch {
      $("daily-done-status").textContent = "Select the text above to copy it.";
    }
  });
  $("play-again").addEventListener("click", () => {
    $("new-game").focus();
    startNew();
  });
  $("stats-button").addEventListener("click", () => showStatistics(dictionaryFor(chosenLanguage()), storage.statistics()));
  window.addEventListener("popstate", route);

  try {
    const reply = await fetchDictionaries();
    dictionaries = reply.dictionaries;
  } catch (error) {
    showError(error);
    return;
  }
  const select = $("language");
  for (const d of dictionaries) {
    const option = document.createElement("option");
    option.value = d.language;
    option.textContent = languageName(d);
    select.append(option);
  }
  const byDefault = dictionaries.find((d) => d.default) ?? dictionaries[0];
  if (byDefault) select.value = byDefault.language;
  updateDailyLink();
  document.body.classList.add("ready");
  route();
}

main();
